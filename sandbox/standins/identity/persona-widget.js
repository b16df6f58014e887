/*
 * Sandbox stand-in for Persona's hosted inquiry flow, loaded by the persona SDK's iframe at {host}/widget.
 * It answers with the postMessage events the SDK listens for (load, ready, start, complete, fail, exit), echoing
 * the container id and template id the SDK filters on, after recording the outcome with the sandbox.
 * Served as a separate file so the page runs under script-src 'self'. The status lines it shows come from the
 * status element's data- attributes, written by the server in the page's language (identityWidgetPage.ts).
 */
/* global window, document */
(function () {
  'use strict';

  var params = new URLSearchParams(window.location.search);
  var containerId = params.get('container-id');
  var templateId = params.get('template-id') || params.get('inquiry-template-id');
  var templateVersionId = params.get('inquiry-template-version-id');
  var sessionToken = params.get('session-token');
  var iframeOrigin = originOrNull(params.get('iframe-origin'));
  var targetOrigin = originOrNull(params.get('message-target-origin')) || iframeOrigin;
  var inquiryId = params.get('inquiry-id') || 'inq_sandbox_' + randomHex(24);
  var started = false;
  var finished = false;

  function originOrNull(value) {
    if (!value) return null;
    try {
      var url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null;
    } catch {
      return null;
    }
  }

  function randomHex(length) {
    var bytes = new Uint8Array(length);
    window.crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) { return (b % 16).toString(16); }).join('');
  }

  function post(name, metadata) {
    if (!targetOrigin) return;
    var data = { containerId: containerId, name: name, metadata: metadata || {} };
    if (templateId) data.templateId = templateId;
    if (templateVersionId) data.templateVersionId = templateVersionId;
    window.parent.postMessage(data, targetOrigin);
  }

  // One of the status element's data- texts (data-recording, data-completed...), in the page's language.
  function setStatus(key) {
    var status = document.getElementById('status');
    status.textContent = status.getAttribute('data-' + key) || '';
  }

  function setButtonsDisabled(disabled) {
    document.querySelectorAll('button').forEach(function (button) { button.disabled = disabled; });
  }

  function start() {
    if (started) return;
    started = true;
    post('start', { inquiryId: inquiryId });
  }

  // Record the outcome first, so the app's reload of the inquiries (500 ms after the event) already sees it.
  function finish(outcome, name, metadata) {
    if (finished) return;
    setButtonsDisabled(true);
    setStatus('recording');
    start();
    window.fetch(new URL('outcome', window.location.href).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ inquiryId: inquiryId, outcome: outcome }),
    }).then(function (response) {
      if (!response.ok) throw new Error('HTTP ' + response.status);
      finished = true;
      setStatus(outcome);
      post(name, metadata);
    }).catch(function () {
      setButtonsDisabled(false);
      setStatus('retry');
    });
  }

  function complete() {
    finish('completed', 'complete', { inquiryId: inquiryId, status: 'completed', fields: {} });
  }

  function fail() {
    finish('failed', 'fail', { inquiryId: inquiryId, status: 'failed', fields: {} });
  }

  function exit() {
    finish('abandoned', 'exit', { inquiryId: inquiryId, sessionToken: sessionToken, status: 'pending' });
  }

  // Actions the SDK's Client posts into the iframe: open(), cancel(force) and destroy().
  window.addEventListener('message', function (event) {
    var fromApp = event.origin === iframeOrigin || event.origin === targetOrigin;
    if (!targetOrigin || !fromApp || !event.data || typeof event.data.action !== 'string') return;
    if (event.data.action === 'open') {
      start();
      document.getElementById('heading').focus();
    } else if (event.data.action === 'exit') {
      exit();
    }
  });

  document.getElementById('inquiry-id').textContent = inquiryId;
  document.getElementById('complete').addEventListener('click', complete);
  document.getElementById('fail').addEventListener('click', fail);
  document.getElementById('exit').addEventListener('click', exit);
  // The page draws its buttons disabled: a press before this script listens would be lost (a busy phone, a replay).
  setButtonsDisabled(false);
  if (!targetOrigin) setStatus('no-origin');
  post('load', {});
  post('ready', { preferredDimensions: { maximumWidth: '400px', maximumHeight: '650px' } });
})();
