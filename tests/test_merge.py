"""One card per name across the community's files: reprints, (CE) copies, art variants and drifted spellings."""

from __future__ import annotations

from collections import Counter

from judge.cards.merge import merge_bt
from judge.cards.models import BtCard, Source
from judge.importers.records import BtRecord
from judge.pool import CardPool


def _bt(pool: CardPool, name: str) -> BtCard:
    card = pool.lookup(name, "bttcg")
    assert isinstance(card, BtCard)
    return card


def test_merge_count_of_the_community_files(full_pool: CardPool) -> None:
    """963 Lackey rows + 351 spoiler blocks + the built-in quotations become 642 cards:

    - 305 names appear in two sets (Commander's Edition reprints with their older printing), and every spoiler
      block is a Commander's Edition printing the Lackey list also has: folded by exact name;
    - 5 Support cards come in three art variants (A)/(B)/(C) in two sets: 30 rows, 5 cards;
    - 18 spellings differ only in punctuation or case ("Support: Assembly"/"Support - Assembly",
      "Morgan Hasek-Davion"/"Morgan Hasek Davion", "Blackjack (BJ2)"/"(BJ-2)", "'Mech Trap"/"Mech Trap"...);
    - 3 model codes drifted between sets (look-alike characters, swapped neighbours, a dropped second name);
    - 3 quotations in the rulings join their card; the other quoted cards stay as their own records.
    """
    bt = [c for c in full_pool.cards if c.game == "bttcg"]
    assert len(bt) == 642
    assert full_pool.merge.by_reason() == {
        "art variant": 5,
        "spelling": 18,
        "model code spelling": 3,
        "quotation": 3,
    }
    names = Counter(c.name.casefold() for c in bt)
    assert max(names.values()) == 1


def test_ce_copies_fold_into_their_card(full_pool: CardPool) -> None:
    sunder = _bt(full_pool, "Sunder (SD1-OB)")
    assert sunder.sets == ["Commander's Edition", "MechWarrior"]
    assert [p.source.document for p in sunder.printings[:3]] == [
        "ce-spoiler.txt",
        "lackey-setinfo.txt",
        "lackey-setinfo.txt",
    ]
    assert (sunder.speed, sunder.armor, sunder.structure, sunder.attack) == ("slow", 3, 10, 3)
    assert str(sunder.cost) == "6+3A+3M+3T"


def test_current_text_is_the_commanders_edition_wording(full_pool: CardPool) -> None:
    fog = _bt(full_pool, "Heavy Fog")
    assert fog.card_type == "Mission"
    unlimited = [p for p in fog.printings if p.set == "Unlimited"]
    assert len(unlimited) == 1
    assert unlimited[0].text != fog.text
    assert fog.text == next(p.text for p in fog.printings if p.source.document == "ce-spoiler.txt")


def test_art_variants_fold(full_pool: CardPool) -> None:
    support = _bt(full_pool, "Support: Assembly")
    assert support.provides == ["A"]
    assert len(support.printings) == 7  # three variants in two sets, and the spoiler's block
    assert "Support - Assembly (B)" in {p.name for p in support.printings}


def test_drifted_model_codes_fold_but_real_variants_do_not(full_pool: CardPool) -> None:
    folded = {tuple(f.folded) for f in full_pool.merge.folds if f.reason == "model code spelling"}
    assert ("Daikyu (DA1-01)", "Daikyu (DAI-01)") in folded
    assert ("Falcon Hawk (FNHK-9K1A)", "Falcon Hawk (FNKH-9K1A)") in folded
    # JR7-D and JR7-K are two variants with equal stats: one letter apart is not a misspelling
    assert _bt(full_pool, "Jenner (JR7-D)") is not _bt(full_pool, "Jenner (JR7-K)")


def test_resource_provides_assets_from_the_lackey_row(full_pool: CardPool) -> None:
    # the spoiler has no asset field; the Commander's Edition Lackey row fills it in
    providers = [c for c in full_pool.cards if isinstance(c, BtCard) and c.provides]
    assert len(providers) >= 20
    assert all(c.card_type == "Command" for c in providers)


def test_quotation_joins_its_card_only_when_unambiguous(full_pool: CardPool) -> None:
    sunder = _bt(full_pool, "Sunder (SD1-OB)")
    assert any(p.set is None and p.source.document == "000" for p in sunder.printings)
    # the quoted text is partial and never replaces a full printing
    catapult = _bt(full_pool, "Catapult (CPLT-C3)")
    assert not any(p.partial_text and p.text == catapult.text for p in catapult.printings if p.set is None)


def _record(name: str, set_name: str | None, **fields: object) -> BtRecord:
    return BtRecord(name=name, set=set_name, source=Source(document="test"), **fields)  # type: ignore[arg-type]


def test_newest_set_wins_and_absent_stats_stay_absent() -> None:
    cards, _ = merge_bt(
        [
            _record("Walker", "Unlimited", text="old words", attack=2),
            _record("Walker (CE)".removesuffix(" (CE)"), "Commander's Edition", text="new words"),
        ]
    )
    assert len(cards) == 1
    assert cards[0].text == "new words"
    assert cards[0].attack is None  # the newest printing has none: not the older 2, not 0


def test_distinct_cards_with_close_codes_in_one_set_stay_apart() -> None:
    cards, report = merge_bt(
        [
            _record("Walker (WK-1I)", "Unlimited", attack=2),
            _record("Walker (WK-11)", "Unlimited", attack=2),
        ]
    )
    assert len(cards) == 2 and report.folds == []
