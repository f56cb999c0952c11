"""Rules, rulings and errata as cited records (``rulings/*.rules`` read by ``grammar/rulings.lark``)."""
