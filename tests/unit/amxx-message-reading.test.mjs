/**
 * The reader of AMX Mod X's message readings (scripts/lib/amxx-message-reading.mjs)
 * on small sources written for these tests, shaped as AMX Mod X's: each kind of
 * value reaches its own read, and a step that does not fit stops the reader.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {amxxReadings} from '../../scripts/lib/amxx-message-reading.mjs';

const metaApi = `
void C_WriteByte_Post(int iValue)
{
	g_events.parseValue(iValue);
	RETURN_META(MRES_IGNORED);
}

void C_WriteCoord_Post(float flValue)
{
	g_events.parseValue(flValue);
	RETURN_META(MRES_IGNORED);
}

void C_WriteString_Post(const char *sz)
{
	g_events.parseValue(sz);
	RETURN_META(MRES_IGNORED);
}

void Tables()
{
	meta_engfuncs.pfnWriteByte = C_WriteByte;
	meta_engfuncs.pfnWriteCoord = C_WriteCoord;
	meta_engfuncs.pfnWriteString = C_WriteString;
	meta_engfuncs_post.pfnWriteByte = C_WriteByte_Post;
	meta_engfuncs_post.pfnWriteCoord = C_WriteCoord_Post;
	meta_engfuncs_post.pfnWriteString = C_WriteString_Post;
}
`;

const cevent = `
void EventsMngr::parserInit(int msg_type, CPlayer* pPlayer, int index)
{
	m_ParsePos = 0;
	m_ParseVault[0].type = MSG_INTEGER;
	m_ParseVault[0].iValue = index;
}

void EventsMngr::parseValue(int iValue)
{
	++m_ParsePos;
	m_ParseVault[m_ParsePos].type = MSG_INTEGER;
	m_ParseVault[m_ParsePos].iValue = iValue;
}

void EventsMngr::parseValue(float fValue)
{
	++m_ParsePos;
	m_ParseVault[m_ParsePos].type = MSG_FLOAT;
	m_ParseVault[m_ParsePos].fValue = fValue;
}

void EventsMngr::parseValue(const char *sz)
{
	++m_ParsePos;
	m_ParseVault[m_ParsePos].type = MSG_STRING;
	m_ParseVault[m_ParsePos].sValue = sz;
}

const char* EventsMngr::getArgString(int a) const
{
	switch (m_ReadVault[a].type)
	{
		case MSG_INTEGER:
			return "";
		case MSG_STRING:
			return m_ReadVault[a].sValue;
		default:
			return "";
	}
}

int EventsMngr::getArgInteger(int a) const
{
	switch (m_ReadVault[a].type)
	{
		case MSG_INTEGER:
			return m_ReadVault[a].iValue;
		case MSG_STRING:
			return atoi(m_ReadVault[a].sValue);
		default:
			return (int)m_ReadVault[a].fValue;
	}
}

float EventsMngr::getArgFloat(int a) const
{
	switch (m_ReadVault[a].type)
	{
		case MSG_INTEGER:
			return static_cast<float>(m_ReadVault[a].iValue);
		case MSG_STRING:
			return static_cast<float>(atof(m_ReadVault[a].sValue));
		default:
			return m_ReadVault[a].fValue;
	}
}
`;

const amxmodx = `
static cell AMX_NATIVE_CALL read_data(AMX *amx, cell *params)
{
	switch (*params / sizeof(cell))
	{
		case 1:
			return g_events.getArgInteger(params[1]);
		case 3:
			return set_amxstring(amx, params[2], g_events.getArgString(params[1]), params[3]);
		default:
			return (int)g_events.getArgFloat(params[1]);
	}
}
`;

const messages = `
void Message::AddParam(const char *data, msgtype type)
{
	msgparam *pParam = AdvPtr();
	pParam->szData = data;
	pParam->type = type;
}

void Message::AddParam(int data, msgtype type)
{
	msgparam *pParam = AdvPtr();
	pParam->v.iData = data;
	pParam->type = type;
}

void Message::AddParam(float data, msgtype type)
{
	msgparam *pParam = AdvPtr();
	pParam->v.fData = data;
	pParam->type = type;
}

float Message::GetParamFloat(size_t index)
{
	return m_Params[index]->v.fData;
}

const char *Message::GetParamString(size_t index)
{
	return m_Params[index]->szData.chars();
}

int Message::GetParamInt(size_t index)
{
	return m_Params[index]->v.iData;
}

void C_WriteByte(int iValue)
{
	Msg.AddParam(iValue, arg_byte);
}

void C_WriteCoord(float flValue)
{
	Msg.AddParam(flValue, arg_coord);
}

void C_WriteString(const char *sz)
{
	Msg.AddParam(sz, arg_string);
}

static cell AMX_NATIVE_CALL get_msg_arg_int(AMX *amx, cell *params)
{
	return Msg.GetParamInt(params[1]);
}

static cell AMX_NATIVE_CALL get_msg_arg_float(AMX *amx, cell *params)
{
	REAL f = (REAL)Msg.GetParamFloat(params[1]);
	return amx_ftoc(f);
}

static cell AMX_NATIVE_CALL get_msg_arg_string(AMX *amx, cell *params)
{
	const char *szVal = Msg.GetParamString(params[1]);
	return set_amxstring(amx, params[2], szVal, params[3]);
}
`;

const members = ['pfnWriteByte', 'pfnWriteCoord', 'pfnWriteString'];
const lineOf = (text, fragment) => text.split('\n').findIndex((l) => l.includes(fragment)) + 1;

test('each kind of value reaches the read_data form and the native that return it as stored', () => {
  const {readings, readData, receiver} = amxxReadings({metaApi, cevent, amxmodx, messages}, members);
  assert.deepEqual(Object.fromEntries(members.map((m) => [m, [readings[m].event.stored, readings[m].event.read]])), {
    pfnWriteByte: ['MSG_INTEGER', 'integer'],
    pfnWriteCoord: ['MSG_FLOAT', 'float'],
    pfnWriteString: ['MSG_STRING', 'string'],
  });
  assert.deepEqual(
    Object.fromEntries(members.map((m) => [m, [readings[m].message.argType, readings[m].message.native]])),
    {
      pfnWriteByte: ['arg_byte', 'get_msg_arg_int'],
      pfnWriteCoord: ['arg_coord', 'get_msg_arg_float'],
      pfnWriteString: ['arg_string', 'get_msg_arg_string'],
    },
  );
  assert.deepEqual(readData.forms, {
    getArgInteger: {parameters: '1', getter: 'getArgInteger'},
    getArgString: {parameters: '3', getter: 'getArgString'},
    getArgFloat: {parameters: 'default', getter: 'getArgFloat'},
  });
  assert.equal(readData.line, lineOf(amxmodx, 'read_data('));
  assert.deepEqual(receiver, {file: 'amxmodx/CEvent.cpp', line: lineOf(cevent, '[0].iValue = index')});
  assert.deepEqual(readings.pfnWriteCoord.event.table, {
    file: 'amxmodx/meta_api.cpp',
    line: lineOf(metaApi, 'meta_engfuncs_post.pfnWriteCoord'),
  });
  assert.deepEqual(readings.pfnWriteCoord.event.parse, {
    file: 'amxmodx/CEvent.cpp',
    line: lineOf(cevent, 'parseValue(float fValue)'),
  });
  assert.equal(readings.pfnWriteString.message.nativeAt.line, lineOf(messages, 'get_msg_arg_string('));
});

test('the reading follows the code, not the names: a byte hook that passes a float is read as a float', () => {
  const changed = metaApi.replace('void C_WriteByte_Post(int iValue)', 'void C_WriteByte_Post(float iValue)');
  const {readings} = amxxReadings({metaApi: changed, cevent, amxmodx, messages}, members);
  assert.equal(readings.pfnWriteByte.event.stored, 'MSG_FLOAT');
  assert.equal(readings.pfnWriteByte.event.read, 'float');
});

test('a step that does not fit stops the reader with its name', () => {
  const cases = [
    [
      {metaApi: metaApi.replace('\tmeta_engfuncs_post.pfnWriteCoord = C_WriteCoord_Post;\n', '')},
      /no hook of pfnWriteCoord/,
    ],
    [{metaApi: metaApi.replace('g_events.parseValue(sz);', 'g_events.parseValue("");')}, /passes no parameter/],
    [
      {
        cevent: cevent.replace(
          'void EventsMngr::parseValue(float fValue)',
          'void EventsMngr::parseValue(double fValue)',
        ),
      },
      /0 overloads of EventsMngr::parseValue\(float\)/,
    ],
    [{amxmodx: amxmodx.replace('g_events.getArgString(params[1])', '""')}, /read_data calls no getArgString/],
    [{messages: messages.replace('Msg.AddParam(flValue, arg_coord);', '')}, /C_WriteCoord adds no parameter/],
    [{messages: messages.replace('return Msg.GetParamInt(params[1]);', 'return 0;')}, /0 natives call GetParamInt/],
  ];
  for (const [change, error] of cases) {
    assert.throws(() => amxxReadings({metaApi, cevent, amxmodx, messages, ...change}, members), error);
  }
});
