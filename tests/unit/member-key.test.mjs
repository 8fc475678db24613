// A member of the API reference by its key (src/lib/member-key.mjs): its address, its code,
// and the name lists of the porting page's plan read back into keys.
// Run with `node --test tests/unit/`; no build needed.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {anchorTarget, memberCode, memberKeysByName} from '../../src/lib/member-key.mjs';

test("a member's address has its name in lower case; a page alone stays as it is", () => {
  assert.equal(anchorTarget('nodemod/Interface/Engine#precacheModel'), 'nodemod/Interface/Engine#precachemodel');
  assert.equal(anchorTarget('nodemod/Function/setMetaResult'), 'nodemod/Function/setMetaResult');
});

test('a member is written as a plugin reaches it', () => {
  assert.equal(memberCode('nodemod/Interface/Engine#precacheModel'), 'nodemod.eng.precacheModel');
  assert.equal(memberCode('nodemod/Interface/DLL#pfnSpawn'), 'nodemod.dll.pfnSpawn');
  assert.equal(memberCode('nodemod/Interface/EventCallbacks#dllSpawn'), "'dllSpawn' event");
  assert.equal(memberCode('nodemod/Enumeration/FL#KILLME'), 'nodemod.FL.KILLME');
  assert.equal(memberCode('core/cmd/Class/default#register'), 'nodemodCore.cmd.register');
  assert.equal(memberCode('nodemod/Interface/Entvars#view_ofs'), 'Entvars.view_ofs');
});

test("the plan's name lists give each name its members' keys: the name without its prefix, or the member written out", () => {
  const keys = memberKeysByName({
    'nodemod/Enumeration/FL': 'FL_KILLME FL_ONGROUND',
    'nodemod/Interface/Entvars': 'pev_view_ofs',
    'nodemod/Interface/EventCallbacks':
      'FM_GetGameDescription=dllGetGameDescription FM_GetGameDescription=postDllGetGameDescription',
  });
  assert.deepEqual(Object.fromEntries(keys), {
    FL_KILLME: ['nodemod/Enumeration/FL#KILLME'],
    FL_ONGROUND: ['nodemod/Enumeration/FL#ONGROUND'],
    pev_view_ofs: ['nodemod/Interface/Entvars#view_ofs'],
    FM_GetGameDescription: [
      'nodemod/Interface/EventCallbacks#dllGetGameDescription',
      'nodemod/Interface/EventCallbacks#postDllGetGameDescription',
    ],
  });
});
