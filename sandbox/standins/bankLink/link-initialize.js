/*
 * Sandbox stand-in for Plaid Link's link-initialize.js. It defines window.Plaid.create(config) with the handler
 * shape react-plaid-link and Plaid's own script use ({ open, exit, destroy, submit }) and shows an accessible
 * dialog instead of Plaid's iframe. DOM APIs only: no innerHTML, no inline handlers, styles set through CSSOM,
 * so it runs under a strict Content-Security-Policy. The server replaces __SANDBOX_INSTITUTIONS__ and
 * __SANDBOX_TEXTS__ (the dialog's words by language, bankLinkTexts.ts) with JSON.
 */
/* global window, document, __SANDBOX_INSTITUTIONS__, __SANDBOX_TEXTS__ */
(function (institutions, texts) {
  'use strict';

  var LINK_TOKEN = /^link-sandbox-[A-Za-z0-9-]+$/;
  // The language the lender asked for when it made the token (link-sandbox-<language>-<uuid>); Plaid's default,
  // English, for a token without one.
  var TOKEN_LANGUAGE = /^link-sandbox-([a-z]{2})-/;
  var OAUTH_STATE = /^[A-Za-z0-9-]{8,100}$/;
  var CLOSED_OAUTH_STATE = /^closed-/;
  var currentScript = document.currentScript;
  var scriptUrl = currentScript && currentScript.src ? currentScript.src : window.location.href;
  var publicTokenUrl = new URL('/api/standins/plaid/public-token', scriptUrl).href;
  var dialogCount = 0;

  function randomId() {
    var bytes = new Uint8Array(16);
    if (window.crypto && typeof window.crypto.getRandomValues === 'function') {
      window.crypto.getRandomValues(bytes);
    } else {
      for (var i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
    }
    var hex = Array.prototype.map.call(bytes, function (b) { return (b < 16 ? '0' : '') + b.toString(16); }).join('');
    return hex.slice(0, 8) + '-' + hex.slice(8, 12) + '-' + hex.slice(12, 16) + '-' + hex.slice(16, 20) + '-' + hex.slice(20);
  }

  function el(tag, style, text) {
    var node = document.createElement(tag);
    if (style) Object.keys(style).forEach(function (key) { node.style[key] = style[key]; });
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function call(fn) {
    if (typeof fn !== 'function') return;
    try {
      fn.apply(null, Array.prototype.slice.call(arguments, 1));
    } catch (error) {
      setTimeout(function () { throw error; }, 0);
    }
  }

  function languageOf(token) {
    var match = typeof token === 'string' ? TOKEN_LANGUAGE.exec(token) : null;
    return match && Object.prototype.hasOwnProperty.call(texts, match[1]) ? match[1] : 'en';
  }

  function institutionMeta(inst) {
    return inst ? { institution_id: inst.institution_id, name: inst.name } : null;
  }

  function create(config) {
    if (!config || typeof config.onSuccess !== 'function') {
      throw new Error('Plaid.create: config.onSuccess must be a function');
    }
    var state = {
      destroyed: false,
      loaded: false,
      openRequested: false,
      overlay: null,
      busy: false,
      selected: institutions[0] || null,
      returnFocus: null,
      sessionId: randomId(),
      attempt: 0,
    };
    var language = languageOf(config.token);
    var words = texts[language];

    function eventMeta(extra) {
      var meta = {
        account_number_mask: null, error_type: null, error_code: null, error_message: null, exit_status: null,
        institution_id: null, institution_name: null, institution_search_query: null, is_update_mode: 'false',
        match_reason: null, mfa_type: null, routing_number: null, view_name: null, selection: null,
        timestamp: new Date().toISOString(), link_session_id: state.sessionId, request_id: randomId(),
      };
      Object.keys(extra || {}).forEach(function (key) { meta[key] = extra[key]; });
      return meta;
    }

    function emit(name, extra) {
      call(config.onEvent, name, eventMeta(extra));
    }

    function exitMeta(inst, status) {
      return { institution: institutionMeta(inst), status: status, link_session_id: state.sessionId, request_id: randomId() };
    }

    function close() {
      if (!state.overlay) return;
      state.overlay.remove();
      state.overlay = null;
      state.busy = false;
      if (state.returnFocus && typeof state.returnFocus.focus === 'function') state.returnFocus.focus();
      state.returnFocus = null;
    }

    function finishWithError(error, status) {
      var inst = state.selected;
      close();
      emit('ERROR', {
        error_type: error.error_type, error_code: error.error_code, error_message: error.error_message,
        institution_id: inst ? inst.institution_id : null, institution_name: inst ? inst.name : null,
      });
      emit('EXIT', { exit_status: status, institution_id: inst ? inst.institution_id : null, institution_name: inst ? inst.name : null });
      call(config.onExit, error, exitMeta(inst, status));
    }

    function linkError(type, code, message) {
      return { error_type: type, error_code: code, error_message: message, display_message: message };
    }

    // Ask the sandbox for a public token and hand it to onSuccess, as Plaid does after the bank login.
    function linkAccounts(inst) {
      if (typeof config.token !== 'string' || !LINK_TOKEN.test(config.token)) {
        finishWithError(linkError('INVALID_INPUT', 'INVALID_LINK_TOKEN', 'link token is missing or malformed'), 'requires_credentials');
        return;
      }
      var account = inst.accounts[0];
      var attempt = state.attempt;
      state.busy = true;
      window.fetch(publicTokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ linkToken: config.token, institutionId: inst.institution_id, accountIds: [account.id] }),
      }).then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, status: response.status, body: body }; });
      }).then(function (reply) {
        if (state.destroyed || attempt !== state.attempt) return;
        if (!reply.ok || !reply.body || typeof reply.body.publicToken !== 'string') {
          var message = reply.body && typeof reply.body.errorMessage === 'string' ? reply.body.errorMessage : 'public token request failed';
          var invalid = reply.status === 400;
          finishWithError(linkError(invalid ? 'INVALID_INPUT' : 'API_ERROR', invalid ? 'INVALID_LINK_TOKEN' : 'INTERNAL_SERVER_ERROR', message), 'requires_credentials');
          return;
        }
        close();
        emit('HANDOFF', { institution_id: inst.institution_id, institution_name: inst.name });
        config.onSuccess(reply.body.publicToken, {
          institution: institutionMeta(inst),
          accounts: [{ id: account.id, mask: account.mask, name: account.name, type: account.type, subtype: account.subtype, verification_status: null, class_type: null }],
          link_session_id: state.sessionId,
          transfer_status: null,
        });
      }, function () {
        if (state.destroyed || attempt !== state.attempt) return;
        finishWithError(linkError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'could not reach the sandbox'), 'requires_credentials');
      });
    }

    function oauthInstitution() {
      return institutions.filter(function (inst) { return inst.oauth; })[0] || null;
    }

    // Back from the bank's own login page: the redirect carries oauth_state_id; finish without showing the dialog.
    function completeOAuth() {
      var stateId = null;
      try {
        stateId = new URL(config.receivedRedirectUri, window.location.href).searchParams.get('oauth_state_id');
      } catch {
        stateId = null;
      }
      state.selected = oauthInstitution();
      emit('OPEN', { view_name: 'OAUTH' });
      if (!stateId || !OAUTH_STATE.test(stateId) || !state.selected) {
        finishWithError(linkError('INVALID_INPUT', 'INVALID_FIELD', 'receivedRedirectUri has no valid oauth_state_id'), 'requires_oauth');
        return;
      }
      // A test value, like the personas' SSNs: a state id starting 'closed-' is a borrower who came back from the
      // bank and closed Link before it finished. Plaid reports that as an exit without an error.
      if (CLOSED_OAUTH_STATE.test(stateId)) {
        emit('EXIT', { exit_status: null, institution_id: state.selected.institution_id, institution_name: state.selected.name });
        call(config.onExit, null, exitMeta(state.selected, null));
        return;
      }
      linkAccounts(state.selected);
    }

    function leaveForOAuth(inst) {
      emit('OPEN_OAUTH', { institution_id: inst.institution_id, institution_name: inst.name, view_name: 'OAUTH' });
      var target = new URL('/link_bank_oauth', window.location.href);
      target.searchParams.set('oauth_state_id', randomId());
      close();
      window.location.assign(target.href);
    }

    function onLinkClick() {
      if (state.busy || !state.selected) return;
      if (state.selected.oauth) {
        leaveForOAuth(state.selected);
        return;
      }
      setBusy(true);
      linkAccounts(state.selected);
    }

    function onFailClick() {
      if (state.busy) return;
      finishWithError(linkError('INSTITUTION_ERROR', 'INSTITUTION_ERROR', 'the sandbox institution reported an error'), 'requires_credentials');
    }

    function cancel() {
      if (!state.overlay) return;
      var inst = state.selected;
      state.attempt += 1;
      close();
      emit('EXIT', { exit_status: null, institution_id: inst ? inst.institution_id : null, institution_name: inst ? inst.name : null });
      call(config.onExit, null, exitMeta(inst, null));
    }

    function setBusy(busy) {
      if (!state.overlay) return;
      state.overlay.querySelectorAll('button, input').forEach(function (control) { control.disabled = busy; });
      var dialog = state.overlay.firstChild;
      if (dialog) dialog.setAttribute('aria-busy', busy ? 'true' : 'false');
    }

    function focusables() {
      if (!state.overlay) return [];
      return Array.prototype.filter.call(state.overlay.querySelectorAll('button, input'), function (node) {
        return !node.disabled && !(node.type === 'radio' && !node.checked);
      });
    }

    function onKeyDown(event) {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!state.busy) cancel();
        return;
      }
      if (event.key !== 'Tab') return;
      var nodes = focusables();
      if (nodes.length === 0) return;
      var first = nodes[0];
      var last = nodes[nodes.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }

    function showDialog() {
      dialogCount += 1;
      var headingId = 'sandbox-plaid-heading-' + dialogCount;
      var descriptionId = 'sandbox-plaid-description-' + dialogCount;
      var overlay = el('div', {
        position: 'fixed', inset: '0', zIndex: '2147483000', background: 'rgba(0, 0, 0, 0.6)', display: 'flex',
        justifyContent: 'center', fontFamily: 'system-ui, sans-serif',
        // Taller than a small phone at 200% text, the overlay scrolls, so the browser brings each focused control into
        // view; the dialog's auto margins centre it when it fits, and never push its top out of reach when it does not.
        overflowY: 'auto', padding: '16px 0', boxSizing: 'border-box',
      });
      overlay.setAttribute('data-testid', 'sandbox-plaid-overlay');
      overlay.setAttribute('lang', language);
      var dialog = el('div', {
        background: '#fff', color: '#111', borderRadius: '8px', padding: '20px', width: 'calc(100% - 32px)', margin: 'auto',
        maxWidth: '360px', boxSizing: 'border-box', boxShadow: '0 12px 40px rgba(0, 0, 0, 0.4)',
      });
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', headingId);
      dialog.setAttribute('aria-describedby', descriptionId);
      var heading = el('h2', { fontSize: '1.25rem', margin: '0 0 8px' }, words.heading);
      heading.id = headingId;
      var description = el('p', { margin: '0 0 12px', fontSize: '0.9rem' }, words.description);
      description.id = descriptionId;
      var fieldset = el('fieldset', { border: '1px solid #ccc', borderRadius: '6px', margin: '0 0 16px', padding: '8px 12px' });
      fieldset.appendChild(el('legend', { padding: '0 4px' }, words.chooseBank));
      var groupName = 'sandbox-plaid-institution-' + dialogCount;
      institutions.forEach(function (inst, index) {
        var label = el('label', { display: 'flex', gap: '8px', alignItems: 'center', padding: '8px 0', cursor: 'pointer' });
        var radio = document.createElement('input');
        radio.type = 'radio';
        radio.name = groupName;
        radio.value = inst.institution_id;
        radio.checked = index === 0;
        radio.addEventListener('change', function () {
          if (!radio.checked) return;
          state.selected = inst;
          emit('SELECT_INSTITUTION', { institution_id: inst.institution_id, institution_name: inst.name, view_name: 'SELECT_INSTITUTION' });
        });
        label.appendChild(radio);
        label.appendChild(el('span', null, inst.name));
        fieldset.appendChild(label);
      });
      var actions = el('div', { display: 'flex', flexDirection: 'column', gap: '8px' });
      var buttonStyle = { padding: '10px', fontSize: '1rem', borderRadius: '6px', border: '1px solid #333', cursor: 'pointer' };
      var linkButton = el('button', buttonStyle, words.link);
      linkButton.style.background = '#111';
      linkButton.style.color = '#fff';
      var failButton = el('button', buttonStyle, words.fail);
      var cancelButton = el('button', buttonStyle, words.cancel);
      // data-action names each button whatever language it is in (the QA replays click by it).
      [[linkButton, 'link'], [failButton, 'fail'], [cancelButton, 'cancel']].forEach(function (pair) {
        pair[0].type = 'button';
        pair[0].setAttribute('data-action', pair[1]);
        actions.appendChild(pair[0]);
      });
      linkButton.addEventListener('click', onLinkClick);
      failButton.addEventListener('click', onFailClick);
      cancelButton.addEventListener('click', function () { if (!state.busy) cancel(); });
      dialog.appendChild(heading);
      dialog.appendChild(description);
      dialog.appendChild(fieldset);
      dialog.appendChild(actions);
      overlay.appendChild(dialog);
      overlay.addEventListener('keydown', onKeyDown);
      state.returnFocus = document.activeElement;
      state.selected = institutions[0] || null;
      state.overlay = overlay;
      document.body.appendChild(overlay);
      var checked = fieldset.querySelector('input:checked');
      if (checked) checked.focus();
    }

    function open() {
      if (state.destroyed || state.overlay) return;
      if (!state.loaded) {
        state.openRequested = true;
        return;
      }
      if (config.receivedRedirectUri) {
        completeOAuth();
        return;
      }
      showDialog();
      emit('OPEN', { view_name: 'SELECT_INSTITUTION' });
    }

    function exit(options) {
      if (state.destroyed || !state.overlay) return;
      if (state.busy && !(options && options.force)) return;
      cancel();
    }

    function destroy() {
      state.destroyed = true;
      state.attempt += 1;
      if (state.overlay) {
        state.overlay.remove();
        state.overlay = null;
      }
    }

    setTimeout(function () {
      if (state.destroyed) return;
      state.loaded = true;
      call(config.onLoad);
      if (state.openRequested) {
        state.openRequested = false;
        open();
      }
    }, 0);

    return { open: open, exit: exit, destroy: destroy, submit: function () {} };
  }

  window.Plaid = { version: 'sandbox', create: create };
})(__SANDBOX_INSTITUTIONS__, __SANDBOX_TEXTS__);
