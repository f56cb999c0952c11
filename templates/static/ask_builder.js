// The position builder of "What happens?" (/ask), issue 21 item 1: progressive enhancement only. Without JavaScript
// the page is the plain form; with it this panel builds a BattleTech scenario by touch or keyboard. It edits the
// scenario model itself and keeps the form's YAML and the plain English beside it in step, both ways ("Load" reads the
// form's text into the builder). Every menu comes from POST /api/ask/builder (judge/scenario_builder.py): what fits
// (who may attack, the targets, the blockers, the cards in hand, a Unit's options, damage recipients) is computed by
// the engine's own checks, never here.
"use strict";
(function () {
  const API = "/api/ask/builder";
  const ASSETS = [["A", "Assembly"], ["L", "Logistics"], ["M", "Munitions"], ["P", "Politics"], ["T", "Tactics"]];
  const ZONES = [["patrol", "patrol"], ["guard", "guard"], ["construction", "construction"],
    ["command_post", "Command Post"], ["hand", "hand"], ["scrapheap", "scrapheap"]];
  const TYPES = [["mech", "'Mech"], ["vehicle", "vehicle"], ["battle_armor", "battle armor"]];
  const SPEEDS = [["slow", "slow"], ["moderate", "moderate"], ["fast", "fast"]];

  let model = { game: "bttcg", players: { Brian: {}, Melissa: {} } };
  let fits = null;
  let draft = { attacker: "", group: [], target: "" };
  let form = { owner: "", source: "pool", zone: "", on: "", site: "", type: "mech", speed: "", state: [] };
  let act = { by: "", kind: "", card: "", unit: "", option: "", choose: [], to: {} };
  let values = {};
  let root, area, out;

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (key === "text") node.textContent = value;
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) if (child) node.append(child);
    return node;
  }

  // A menu of choices as buttons (one tap each, focusable, Enter or Space): aria-pressed shows what is chosen.
  function chips(label, name, options, chosen, pick, multi) {
    const group = el("div", { class: "chips", role: "group", "aria-label": label, "data-menu": name });
    if (!options.length) group.append(el("span", { class: "note", text: "nothing fits here yet" }));
    for (const [value, text] of options) {
      const on = multi ? chosen.includes(value) : chosen === value;
      group.append(el("button", { type: "button", class: "chip", "aria-pressed": on ? "true" : "false",
        id: `chip-${name}-${String(value).replace(/[^A-Za-z0-9_-]/g, "_")}`,
        "data-value": value, text, onclick: () => pick(value) }));
    }
    return el("div", { class: "field" }, el("span", { class: "label", text: label }), group);
  }

  // A labelled input; the add forms' inputs keep what was typed in ``values`` across renders.
  function input(label, id, attrs, kept) {
    const extra = kept ? { value: id in values ? values[id] : attrs.value, oninput: (e) => {
      values[id] = e.target.value;
      if (attrs.oninput) attrs.oninput(e);
    } } : {};
    return el("div", { class: "field" }, el("label", { for: id, text: label }), el("input", { id, ...attrs, ...extra }));
  }

  const players = () => Object.keys(model.players);
  const cards = () => model.cards || {};
  const nameOf = (id) => (fits && fits.cards[id] ? fits.cards[id].name : id.endsWith(".stockpile")
    ? `${id.slice(0, -10)}'s Stockpile` : id);
  const toggle = (list, value) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

  function slug(text) {
    let base = text.toLowerCase().replace(/[^a-z0-9_-]+/g, "-").replace(/^-+|-+$/g, "") || "card";
    if (!/^[a-z]/.test(base)) base = `card-${base}`;
    let id = base;
    for (let n = 2; cards()[id]; n++) id = `${base}-${n}`;
    return id;
  }

  async function post(body) {
    const response = await fetch(API, { method: "POST", headers: { "Content-Type": "application/json",
      Accept: "application/json" }, body: JSON.stringify(body) });
    const data = await response.json();
    if (!response.ok) throw new Error(data.error ? data.error.message : `error ${response.status}`);
    return data;
  }

  function status(text, bad) {
    const line = root.querySelector("#builder-status");
    line.textContent = text;
    line.classList.toggle("error", Boolean(bad));
  }

  // Send the model; on success it is the model the server read (ids checked), its spellings and what fits.
  async function sync(next, writeForm) {
    const mission = next.mission ? null : (draft.attacker ? draft : null);
    root.setAttribute("aria-busy", "true");
    try {
      const data = await post(mission ? { scenario: next, draft: mission } : { scenario: next });
      accept(data, writeForm);
    } catch (error) {
      status(`Not changed: ${error.message}`, true);
    } finally {
      root.removeAttribute("aria-busy");
    }
  }

  function accept(data, writeForm) {
    model = data.scenario;
    fits = data.fits;
    out.yaml.textContent = data.yaml;
    out.text.textContent = data.text === null ? "(only BattleTech scenarios have a plain-English spelling)" : data.text;
    if (writeForm) area.value = data.yaml;
    status(data.problem ? `The engine cannot set this up yet: ${data.problem.message}` : "In step with the form.",
      Boolean(data.problem));
    render();
  }

  function change(mutate) {
    const next = JSON.parse(JSON.stringify(model));
    mutate(next);
    sync(next, true);
  }

  function renamePlayer(old, name) {
    if (!name || name === old || model.players[name]) return;
    const swap = (v) => (v === old ? name : v === `${old}.stockpile` ? `${name}.stockpile` : v);
    change((next) => {
      next.players = Object.fromEntries(Object.entries(next.players).map(([k, v]) => [swap(k), v]));
      for (const card of Object.values(next.cards || {})) {
        card.owner = swap(card.owner);
        if (card.guarding) card.guarding = swap(card.guarding);
      }
      if (next.mission) { next.mission.attacker = swap(next.mission.attacker); next.mission.target = swap(next.mission.target); }
      for (const action of next.actions || []) {
        action.by = swap(action.by);
        for (const key of ["to", "at"]) {
          if (action[key]) action[key] = Object.fromEntries(Object.entries(action[key]).map(([k, v]) => [swap(k), v]));
        }
      }
      if (draft.attacker === old) draft.attacker = name;
    });
  }

  function playersPanel() {
    const box = el("fieldset", { class: "b-players" }, el("legend", { text: "Players" }));
    players().forEach((name, n) => {
      const spec = model.players[name];
      const id = `b-player-${n}`;
      box.append(el("div", { class: "player" },
        input(`Player ${n + 1}`, id, { value: name, autocomplete: "off",
          onchange: (e) => renamePlayer(name, e.target.value.trim()) }),
        chips(`${name}'s assets`, `assets-${n}`, ASSETS, spec.assets || [], (v) => change((next) => {
          const order = ASSETS.map(([a]) => a);
          next.players[name].assets = toggle(next.players[name].assets || [], v).sort((a, b) => order.indexOf(a) - order.indexOf(b));
        }), true),
        input(`${name}'s Stockpile (cards)`, `b-stockpile-${n}`, { type: "number", min: 0, max: 1000,
          inputmode: "numeric", value: spec.stockpile === undefined ? 30 : spec.stockpile,
          onchange: (e) => change((next) => { next.players[name].stockpile = Number(e.target.value) || 0; }) })));
    });
    return box;
  }

  function cardLine(id, card) {
    const info = fits && fits.cards[id];
    const zone = info ? info.zone.replace("_", " ") : (card.zone || "");
    const extra = [card.on ? `on ${nameOf(card.on)}` : "", card.guarding ? `guarding ${nameOf(card.guarding)}` : "",
      card.counters ? `${card.counters} counters` : "", card.damage ? `${card.damage} damage` : "",
      card.tapped ? "tapped" : "", card.depleted ? "depleted" : ""].filter(Boolean).join(", ");
    return el("li", { "data-card": id }, `${card.owner}'s ${nameOf(id)} (${zone}${extra ? ", " + extra : ""}) `,
      el("button", { type: "button", class: "remove", "aria-label": `Remove ${nameOf(id)}`, text: "Remove",
        onclick: () => change((next) => removeCard(next, id)) }));
  }

  // A card taken out of the position leaves every place that names it: its attachments and guards stay in play
  // without it, the mission drops it, and the actions by or on it go.
  function removeCard(next, id) {
    delete next.cards[id];
    for (const card of Object.values(next.cards || {})) {
      if (card.on === id) delete card.on;
      if (card.guarding === id) delete card.guarding;
    }
    const m = next.mission;
    if (m) {
      m.group = m.group.filter((c) => c !== id);
      m.blockers = (m.blockers || []).filter((c) => c !== id);
      if (m.target === id || !m.group.length) { draft = { attacker: m.attacker, group: m.group, target: "" }; delete next.mission; }
    }
    const names = (a) => [a.play, a.unit, a.card, a.assign, ...(a.choose || []), ...Object.keys(a.to || {}),
      ...Object.keys(a.at || {}), ...Object.keys(a.amounts || {})];
    next.actions = (next.actions || []).filter((a) => next.mission && !names(a).includes(id));
  }

  function addCard() {
    const owner = form.owner || players()[0];
    const get = (id) => (root.querySelector(`#${id}`) ? root.querySelector(`#${id}`).value.trim() : "");
    const spec = { owner };
    let label;
    if (form.source === "pool") {
      label = get("b-card-name");
      if (!label) return status("Give the card's name (it is looked up in the loaded cards).", true);
      spec.card = label;
    } else {
      label = get("b-unit-name") || form.type;
      if (!form.speed) return status("Choose the Unit's speed.", true);
      spec.unit = { type: form.type, speed: form.speed, attack: Number(get("b-attack")), armor: Number(get("b-armor")),
        structure: Number(get("b-structure")) };
      if (get("b-unit-name")) spec.unit.name = get("b-unit-name");
    }
    if (form.zone) spec.zone = form.zone;
    if (form.zone === "guard" && form.site) spec.guarding = form.site;
    if (form.zone === "construction" && Number(get("b-counters"))) spec.counters = Number(get("b-counters"));
    if (form.on) spec.on = form.on;
    if (Number(get("b-damage"))) spec.damage = Number(get("b-damage"));
    for (const flag of form.state) spec[flag] = true;
    const id = slug(label);
    form = { ...form, zone: "", on: "", site: "", state: [] };
    values = {};
    change((next) => { next.cards = { ...(next.cards || {}), [id]: spec }; });
  }

  function cardsPanel() {
    const box = el("fieldset", { class: "b-cards" }, el("legend", { text: "Cards" }));
    box.append(el("ul", { class: "b-list" }, Object.entries(cards()).map(([id, c]) => cardLine(id, c))));
    const owner = form.owner || players()[0];
    const units = Object.keys(cards()).filter((id) => fits && fits.cards[id] && fits.cards[id].kind === "unit");
    const sites = [`${owner}.stockpile`, ...Object.keys(cards()).filter((id) => cards()[id].owner === owner &&
      fits && fits.cards[id] && fits.cards[id].zone === "command_post")];
    const add = el("div", { class: "b-add" }, el("h3", { text: "Add a card" }),
      chips("Whose card", "card-owner", players().map((p) => [p, p]), owner, (v) => { form.owner = v; render(); }),
      chips("The card", "card-source", [["pool", "by name (loaded cards)"], ["unit", "a Unit by its stats"]],
        form.source, (v) => { form.source = v; render(); }));
    if (form.source === "pool") {
      add.append(input("Card name", "b-card-name", { autocomplete: "off", list: "b-card-names", oninput: suggestNames },
        true), el("datalist", { id: "b-card-names" }));
    } else {
      add.append(input("Unit name (optional)", "b-unit-name", { autocomplete: "off" }, true),
        chips("Type", "unit-type", TYPES, form.type, (v) => { form.type = v; render(); }),
        chips("Speed", "unit-speed", SPEEDS, form.speed, (v) => { form.speed = v; render(); }),
        el("div", { class: "stats" }, ["attack", "armor", "structure"].map((s) => input(s, `b-${s}`,
          { type: "number", min: s === "structure" ? 1 : 0, max: 99, inputmode: "numeric", value: s === "structure" ? 1 : 0 },
          true))));
    }
    add.append(chips("Where", "card-zone", [["", "where its kind goes"], ...ZONES], form.zone,
      (v) => { form.zone = v; render(); }));
    if (form.zone === "guard") {
      add.append(chips("Guarding", "card-site", sites.map((s) => [s, nameOf(s)]), form.site,
        (v) => { form.site = v; render(); }));
    }
    if (form.zone === "construction") add.append(input("Construction counters", "b-counters",
      { type: "number", min: 0, max: 99, inputmode: "numeric", value: 0 }, true));
    add.append(chips("On a Unit (a Pilot or an Enhancement)", "card-on", [["", "none"], ...units.map((u) => [u, nameOf(u)])],
      form.on, (v) => { form.on = v; render(); }),
      chips("State", "card-state", [["tapped", "tapped"], ["depleted", "depleted"]], form.state,
        (v) => { form.state = toggle(form.state, v); render(); }, true),
      input("Damage counters", "b-damage", { type: "number", min: 0, max: 99, inputmode: "numeric", value: 0 }, true),
      el("button", { type: "button", id: "b-add-card", class: "primary", text: "Add the card", onclick: addCard }));
    box.append(add);
    return box;
  }

  let asked = "";
  async function suggestNames(event) {
    const text = event.target.value;
    if (!text.trim() || text.length > 100 || text === asked) return;
    asked = text;
    try {
      const response = await fetch(`/api/autocomplete?${new URLSearchParams({ q: text, limit: "20", only: "names" })}`);
      if (!response.ok) return;
      const list = root.querySelector("#b-card-names");
      const found = (await response.json()).filter((s) => s.game === "bttcg").slice(0, 8);  // BattleTech cards only
      list.replaceChildren(...found.map((s) => el("option", { value: s.query })));
    } catch {
      // offline: the name is typed in full
    }
  }

  function missionPanel() {
    const box = el("fieldset", { class: "b-mission" }, el("legend", { text: "The mission" }));
    const m = model.mission || draft;
    const menus = fits ? fits.mission : { group: [], targets: [], blockers: [] };
    const attacker = m.attacker || "";
    const edit = (mutate) => {
      const next = JSON.parse(JSON.stringify(model));
      const current = next.mission || { ...draft, blockers: [], include_target: false };
      mutate(current);
      if (current.attacker && current.group.length && current.target) next.mission = current;
      else { delete next.mission; draft = { attacker: current.attacker, group: current.group, target: current.target }; }
      sync(next, true);
    };
    box.append(chips("Attacker", "attacker", players().map((p) => [p, p]), attacker, (v) => edit((c) => {
      c.attacker = v; c.group = []; c.target = ""; c.blockers = [];
    })));
    if (attacker) {
      box.append(
        chips("Attacking group", "group", menus.group.map((c) => [c, nameOf(c)]), m.group || [],
          (v) => edit((c) => { c.group = toggle(c.group, v); }), true),
        chips("Target", "target", menus.targets.map((c) => [c, nameOf(c)]), m.target || "",
          (v) => edit((c) => { c.target = v; c.blockers = []; })));
    }
    if (model.mission) {
      box.append(
        chips("Blockers", "blockers", menus.blockers.map((c) => [c, nameOf(c)]), model.mission.blockers || [],
          (v) => edit((c) => { c.blockers = toggle(c.blockers || [], v); }), true),
        chips("The target joins the battle", "include", [["yes", "include the target"]],
          model.mission.include_target ? "yes" : "", () => edit((c) => { c.include_target = !c.include_target; })),
        el("button", { type: "button", class: "remove", text: "No mission", onclick: () => {
          draft = { attacker: "", group: [], target: "" };
          change((next) => { delete next.mission; next.actions = []; });
        } }));
    }
    return box;
  }

  function actionText(a) {
    if (a.play) return `${a.by} plays ${nameOf(a.play)}${a.choose ? " on " + a.choose.map(nameOf).join(", ") : ""}`;
    if (a.use) return `${a.by} uses ${a.use} with ${nameOf(a.unit || a.card)}${a.at ? ": " + Object.entries(a.at).map(([k, v]) => `${v} at ${nameOf(k)}`).join(", ") : ""}`;
    if (a.assign) return `${a.by} assigns ${nameOf(a.assign)}'s damage: ${Object.entries(a.to || {}).map(([k, v]) => `${v} to ${nameOf(k)}`).join(", ") || "none"}`;
    if (a.pass) return `${a.by} passes`;
    return JSON.stringify(a);
  }

  function addAction() {
    const a = { by: act.by };
    const amounts = () => Object.fromEntries(Object.entries(act.to).filter(([, v]) => v > 0));
    if (act.kind === "play") { if (!act.card) return; a.play = act.card; if (act.choose.length) a.choose = act.choose; }
    else if (act.kind === "use") {
      if (!act.unit || !act.option) return;
      a.use = act.option;  // an option by name, or "ability N": the card's N-th activated ability
      if (fits.cards[act.unit].kind === "unit" && !act.option.startsWith("ability ")) a.unit = act.unit; else a.card = act.unit;
      if (act.option === "Missile" && Object.keys(amounts()).length) a.at = amounts();
    } else if (act.kind === "assign") { if (!act.unit) return; a.assign = act.unit; a.to = amounts(); }
    else if (act.kind === "pass") a.pass = true;
    else return;
    act = { by: act.by, kind: "", card: "", unit: "", option: "", choose: [], to: {} };
    change((next) => { next.actions = [...(next.actions || []), a]; });
  }

  function actionsPanel() {
    const box = el("fieldset", { class: "b-actions" }, el("legend", { text: "What they do" }));
    box.append(el("ol", { class: "b-list" }, (model.actions || []).map((a, n) => el("li", {}, actionText(a) + " ",
      el("button", { type: "button", class: "remove", "aria-label": `Remove action ${n + 1}`, text: "Remove",
        onclick: () => change((next) => { next.actions.splice(n, 1); }) })))));
    if (!model.mission || !fits) {
      box.append(el("p", { class: "note", text: "Choose the mission first: the actions are the battle's." }));
      return box;
    }
    const by = act.by || players()[0];
    const fighters = Object.keys(fits.recipients);
    const own = fighters.filter((c) => fits.cards[c] && fits.cards[c].owner === by);
    const hand = fits.hand[by] || [];
    const users = Object.keys(fits.cards).filter((c) => fits.cards[c].owner === by &&
      ((fighters.includes(c) && fits.cards[c].options.length) || fits.cards[c].abilities));
    const kinds = [["play", "plays a card"], ["use", "uses an option or ability"], ["assign", "assigns damage"],
      ["pass", "passes"]].filter(([k]) => (k === "play" ? hand.length : k === "use" ? users.length : k === "assign" ? own.length : true));
    const add = el("div", { class: "b-add" }, el("h3", { text: "Add an action" }),
      chips("Who", "action-by", players().map((p) => [p, p]), by, (v) => { act = { ...act, by: v, kind: "" }; render(); }),
      chips("Does what", "action-kind", kinds, act.kind, (v) => { act = { ...act, by, kind: v, unit: "", card: "", option: "", to: {}, choose: [] }; render(); }));
    const inBattle = [...fighters, ...(model.mission.target.endsWith(".stockpile") ? [] : [model.mission.target])]
      .filter((c, i, all) => all.indexOf(c) === i);
    if (act.kind === "play") {
      add.append(chips("Card from the hand", "action-card", hand.map((c) => [c, nameOf(c)]), act.card, (v) => { act.card = v; render(); }),
        chips("On (its choices)", "action-choose", inBattle.map((c) => [c, nameOf(c)]), act.choose,
          (v) => { act.choose = toggle(act.choose, v); render(); }, true));
    }
    const amountsFor = (recipients) => el("div", { class: "stats" }, recipients.map((c, n) => input(`to ${nameOf(c)}`,
      `b-amount-${n}`, { type: "number", min: 0, max: 99, inputmode: "numeric", value: act.to[c] || 0,
        onchange: (e) => { act.to[c] = Number(e.target.value) || 0; } })));
    if (act.kind === "use") {
      add.append(chips("With", "action-unit", users.map((c) => [c, nameOf(c)]), act.unit, (v) => { act.unit = v; act.option = ""; render(); }));
      if (act.unit) {
        const info = fits.cards[act.unit];
        const options = [...(fighters.includes(act.unit) ? info.options : []),
          ...Array.from({ length: info.abilities }, (_, k) => `ability ${k + 1}`)];
        add.append(chips("Option", "action-option", options.map((o) => [o, o]), act.option, (v) => { act.option = v; render(); }));
        if (act.option === "Missile") add.append(amountsFor(fits.recipients[act.unit] || []));
      }
    }
    if (act.kind === "assign") {
      add.append(chips("Damage from", "action-unit", own.map((c) => [c, nameOf(c)]), act.unit, (v) => { act.unit = v; act.to = {}; render(); }));
      if (act.unit) add.append(amountsFor(fits.recipients[act.unit] || []));
    }
    if (act.kind) add.append(el("button", { type: "button", id: "b-add-action", class: "primary", text: "Add the action", onclick: addAction }));
    box.append(add);
    return box;
  }

  function dicePanel() {
    const fixed = Array.isArray(model.dice) && model.dice.length;
    const box = el("fieldset", { class: "b-dice" }, el("legend", { text: "Dice" }),
      chips("Dice", "dice", [["open", "left open: every roll counted"], ["fixed", "fixed rolls"]], fixed ? "fixed" : "open",
        (v) => (v === "open" ? change((next) => { delete next.dice; }) : root.querySelector("#b-dice").focus())));
    box.append(input("Fixed rolls, in order (e.g. 5, 2)", "b-dice", { inputmode: "numeric", autocomplete: "off",
      value: fixed ? model.dice.join(", ") : "", onchange: (e) => {
        const rolls = e.target.value.split(/[\s,]+/).filter(Boolean).map(Number);
        change((next) => { if (rolls.length) next.dice = rolls; else delete next.dice; });
      } }));
    return box;
  }

  const EMPTY = {
    bttcg: () => ({ game: "bttcg", players: { Brian: {}, Melissa: {} } }),
    mechchess: () => ({ game: "mechchess", players: { White: {}, Black: {} }, board: {} }),
    domination: () => ({ game: "domination", players: { A: {}, B: {} } }),
  };

  function gamePanel() {
    const game = model.game;
    const box = el("fieldset", { class: "b-game" }, el("legend", { text: "Game" }),
      chips("Game", "game", [["bttcg", "BattleTech TCG"], ["mechchess", "Mech chess"], ["domination", "Domination"]],
        game, (v) => {
          if (v === game) return;
          draft = { attacker: "", group: [], target: "" };
          sync(EMPTY[v](), true);
        }));
    return box;
  }

  // The Mech chess board (ask_board.js) builds with the same helpers and the same model.
  const api = { el, chips, input, toggle, status, model: () => model, fits: () => fits,
    change: (mutate) => change(mutate) };

  function render() {
    const focused = document.activeElement && document.activeElement.id;
    const body = root.querySelector("#builder-body");
    if (model.game === "mechchess" && window.judgeBoard) body.replaceChildren(gamePanel(), ...window.judgeBoard(api));
    else if (model.game === "domination" && window.judgeZones) body.replaceChildren(gamePanel(), ...window.judgeZones(api));
    else body.replaceChildren(gamePanel(), playersPanel(), cardsPanel(), missionPanel(), actionsPanel(), dicePanel());
    if (focused && root.querySelector(`#${focused}`)) root.querySelector(`#${focused}`).focus();
  }

  async function load() {
    root.setAttribute("aria-busy", "true");
    try {
      draft = { attacker: "", group: [], target: "" };
      accept(await post({ text: area.value }), false);
    } catch (error) {
      status(`The form's scenario was not loaded: ${error.message}`, true);
    } finally {
      root.removeAttribute("aria-busy");
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    root = document.getElementById("builder");
    area = document.getElementById("scenario");
    if (!root || !area || !window.fetch) return;
    out = { yaml: el("pre", { id: "builder-yaml", class: "spelled" }), text: el("pre", { id: "builder-text", class: "spelled" }) };
    root.append(
      el("h2", { id: "builder-title", text: "Build the position" }),
      el("p", { class: "note", text: "Tap to choose; the menus offer only what fits. The form's YAML follows every change, with the plain English beside it." }),
      el("div", { class: "b-tools" },
        el("button", { type: "button", id: "b-load", text: "Load the form's scenario", onclick: load }),
        el("button", { type: "button", id: "b-new", text: "Start empty", onclick: () => {
          draft = { attacker: "", group: [], target: "" };
          sync((EMPTY[model.game] || EMPTY.bttcg)(), true);
        } }),
        el("button", { type: "button", id: "b-ask", class: "primary", text: "What happens?", onclick: () => {
          area.form.requestSubmit ? area.form.requestSubmit() : area.form.submit();
        } })),
      el("p", { id: "builder-status", role: "status", class: "note" }),
      el("div", { id: "builder-body" }),
      el("details", { class: "b-spellings", open: true }, el("summary", { text: "The scenario, both spellings" }),
        el("h3", { text: "YAML" }), out.yaml, el("h3", { text: "Plain English" }), out.text));
    root.hidden = false;
    if (/^game:\s*(bttcg|mechchess|domination)\b/m.test(area.value) || !/^game:/m.test(area.value)) load();
    else sync(model, false);
  });
})();
