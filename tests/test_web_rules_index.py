"""The documents' contents (issue 22 item 4): /rules lists every document, its sections and every record under
them, linked; /api/rules is its JSON twin."""

from __future__ import annotations

from flask import Flask
from flask.testing import FlaskClient

from judge.web.pool import get_knowledge


def test_every_record_is_listed_once_under_its_document_and_section(app: Flask, client: FlaskClient) -> None:
    data = client.get("/api/rules").get_json()
    with app.app_context():
        records = get_knowledge().rulings.records
    listed = [r["id"] for d in data["documents"] for s in d["sections"] for r in s["records"]]
    assert sorted(listed) == sorted(r.id for r in records) and data["records"] == len(records)
    by_id = {r.id: r for r in records}
    for document in data["documents"]:
        assert document["records"] == sum(len(s["records"]) for s in document["sections"])
        for section in document["sections"]:
            for entry in section["records"]:
                record = by_id[entry["id"]]
                assert record.document == document["document"] and list(record.section) == section["path"]
                assert entry["url"] == f"/rules/{entry['id']}"


def test_the_page_links_every_record_titled_by_its_section(client: FlaskClient) -> None:
    text = client.get("/rules").get_data(as_text=True)
    data = client.get("/api/rules").get_json()
    for document in data["documents"]:
        assert f'id="doc-{document["source"]}"' in text
    assert '<a href="/rules/ce-rulings/ecm">ECM (1)</a>' in text
    assert '<a href="/rules/ce-rulings/ecm-2">ECM (2)</a>' in text
    assert text.count('<a href="/rules/') == data["records"]
    assert 'href="/api/rules">JSON</a>' in text
