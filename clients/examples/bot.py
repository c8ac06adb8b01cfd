#!/usr/bin/env python3
"""An example bot for Stammtisch in Python, standard library only: it plays any game without its rules.

It listens to its account's event stream (NDJSON), accepts every challenge addressed to it, and plays
each table it is seated at over the table's WebSocket, choosing among the `legal` actions, until the
match ends. Nothing is polled. Usage (clients/README.md):
    python3 clients/examples/bot.py --token st_... [--base http://127.0.0.1:8787] [--once]
"""
import argparse, base64, datetime, json, os, socket, ssl, struct, sys, threading, time, urllib.error, urllib.parse, urllib.request

ap = argparse.ArgumentParser(description='Stammtisch example bot')
ap.add_argument('--base', default=os.environ.get('STAMMTISCH_BASE', 'http://127.0.0.1:8787'))
ap.add_argument('--token', default=os.environ.get('STAMMTISCH_TOKEN'))
ap.add_argument('--once', action='store_true', help='stop after the first match has ended')
args = ap.parse_args()
if not args.token:
    sys.exit('usage: bot.py --token <token> [--base <url>] [--once]   (or set STAMMTISCH_TOKEN)')
AUTH = {'authorization': 'Bearer ' + args.token}

def log(text):
    print(datetime.datetime.now(datetime.timezone.utc).isoformat(timespec='seconds'), text, flush=True)

def request(method, path):
    req = urllib.request.Request(args.base + path, method=method, headers=AUTH, data=b'' if method == 'POST' else None)
    try:
        with urllib.request.urlopen(req, timeout=30) as res:
            return json.load(res), None
    except urllib.error.HTTPError as e:
        return None, json.load(e)

class WebSocket:
    """Just enough of RFC 6455 for a client: text frames, ping/pong, close."""
    def __init__(self, url):
        u = urllib.parse.urlsplit(url)
        sock = socket.create_connection((u.hostname, u.port or (443 if u.scheme == 'https' else 80)))
        if u.scheme == 'https':
            sock = ssl.create_default_context().wrap_socket(sock, server_hostname=u.hostname)
        key = base64.b64encode(os.urandom(16)).decode()
        sock.sendall((f'GET {u.path} HTTP/1.1\r\nHost: {u.netloc}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n'
                      f'Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n'
                      f'Authorization: {AUTH["authorization"]}\r\n\r\n').encode())
        self.sock, self.file = sock, sock.makefile('rb')
        status = self.file.readline()
        if b' 101 ' not in status:
            raise OSError('the socket was refused: ' + status.decode(errors='replace').strip())
        while self.file.readline() not in (b'\r\n', b''):
            pass
        self.lock = threading.Lock()

    def send(self, data, opcode=1):
        data = data.encode() if isinstance(data, str) else data
        n, mask = len(data), os.urandom(4)
        size = bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack('>H', n) if n < 65536 else bytes([0x80 | 127]) + struct.pack('>Q', n)
        with self.lock:
            self.sock.sendall(bytes([0x80 | opcode]) + size + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def recv(self):
        """The next text message, or None once the socket is closed."""
        message = b''
        while True:
            head = self.file.read(2)
            if len(head) < 2:
                return None
            n = head[1] & 0x7f
            if n >= 126:
                n = struct.unpack('>H' if n == 126 else '>Q', self.file.read(2 if n == 126 else 8))[0]
            data, opcode = self.file.read(n), head[0] & 0x0f
            if opcode == 8:
                return self.close()
            if opcode == 9:
                self.send(data, 10)
            elif opcode in (0, 1):
                message += data
                if head[0] & 0x80:
                    return message.decode()

    def close(self):
        try:
            self.send(struct.pack('>H', 1000), 8)
        except OSError:
            pass
        self.sock.close()

def choose(state):
    """The move to make: here simply the first legal one. A real bot thinks here, with state['view']."""
    return state['legal'][0]

def play(table_id):
    """Plays one table over its socket until its match ends (or the socket closes)."""
    ws = WebSocket(args.base + '/api/tables/' + table_id + '/ws')
    answered = -1  # the seq we last acted at: one action per state of the table
    while (text := ws.recv()) is not None:
        m = json.loads(text)
        if m['type'] == 'error':  # a STALE_SEQ is followed by the current state; a refused socket closes
            log(f"table {table_id}: {m['code']} {m['detail']}")
        if m['type'] != 'state':
            continue
        if m['table']['status'] == 'finished':
            won = m.get('yourSeat') in m.get('outcome', {}).get('winners', [])
            log(f"table {table_id}: the match is over — {'won' if won else 'not won'} ({m.get('outcome', {}).get('summary', '')})")
            ws.close()
            return
        if m['legal'] and m['seq'] != answered:
            answered = m['seq']
            ws.send(json.dumps({'type': 'act', 'seq': m['seq'], 'action': choose(m), 'requestId': f"{table_id}-{m['seq']}"}))

def run_table(table_id):
    try:
        play(table_id)
    except Exception as e:  # one table's trouble must not stop the bot
        log(f'table {table_id}: {e}')
    if args.once:
        os._exit(0)

def events():
    """Every event of the account once and in order; reconnects with `after` when the stream ends."""
    after = None
    while True:
        url = '/api/me/events/stream' + ('' if after is None else f'?after={after}')
        try:
            with urllib.request.urlopen(urllib.request.Request(args.base + url, headers=AUTH), timeout=60) as res:
                for record in (json.loads(line) for line in res if line.strip()):
                    if record['kind'] == 'heartbeat' and after is None:
                        log('listening for challenges')  # from here on nothing is missed
                        after = record['last']
                    elif record['kind'] != 'heartbeat':
                        after = record['seq']
                        yield record
        except urllib.error.HTTPError as e:
            if e.code in (401, 403):
                sys.exit(f'the event stream refused the token: {e.read().decode()}')
        except OSError:
            pass  # the stream ended (a restart, a network drop): reconnect with `after`
        time.sleep(1)

me, problem = request('GET', '/api/me')
if me is None:
    sys.exit(f"the token was refused: {problem.get('detail')}")
log(f"{me['name']} ({me['id']})" + (', a bot account' if me.get('bot') else ' — not a bot account yet: POST /api/me/bot'))
playing = set()
for event in events():
    challenge = event.get('challenge') or {}
    if event['kind'] == 'challengeReceived' and challenge.get('status') == 'open' and (challenge.get('to') or {}).get('id') == me['id']:
        _, problem = request('POST', f"/api/challenges/{challenge['id']}/accept")
        log(f"challenge {challenge['id']}: not accepted ({problem['code']})" if problem else f"accepted {challenge['from']['name']}'s challenge ({challenge['game']})")
    elif event['kind'] == 'seated' and event['table']['id'] not in playing:
        playing.add(event['table']['id'])
        log(f"seated at {event['table']['name']} ({event['table']['game']}), seat {event['seat']}")
        threading.Thread(target=run_table, args=(event['table']['id'],), daemon=True).start()
