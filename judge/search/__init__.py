"""Search over cards, rules and rulings: a query language (``query.py``) and one Whoosh index (``index.py``)."""
