import Foundation

/// A small file cache of KOBIS answers, one file per request and server. Entries are keyed by server
/// and request, never by the key. Writes are atomic (temp file, then rename). Freshness is computed from
/// when an answer was fetched and from the endpoint's rule, never read from the file. Any unreadable,
/// foreign, damaged or oversized file counts as a miss and is replaced by the next write.
public final class ResponseCache: Sendable {
    public let directory: URL
    /// Scheme, host, port and base path of the server the answers come from.
    public let server: String
    public let mode: CacheMode
    /// Files larger than this are skipped without being read.
    public let maxEntryBytes: Int
    private let now: @Sendable () -> Date

    static let magic = "boxoffice-cache 2"
    /// A fetch time this far ahead of the clock is not believed.
    static let clockSkew: TimeInterval = 300

    public init(
        directory: URL, server: String, mode: CacheMode = .normal,
        maxEntryBytes: Int = NetworkManager.defaultMaxBodyBytes + 4096,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.directory = directory
        self.server = server
        self.mode = mode
        self.maxEntryBytes = maxEntryBytes
        self.now = now
    }

    /// `$XDG_CACHE_HOME/boxoffice` when that is an absolute path, else `~/.cache/boxoffice`.
    public static func defaultDirectory(environment: [String: String]) -> URL { Paths(environment: environment).cache }

    /// The full identity of an entry: server and request.
    func entryKey(_ request: RequestIdentity) -> String { server + "|" + request.description }

    /// The file that holds the answer to `request`.
    public func fileURL(for request: RequestIdentity) -> URL {
        directory.appendingPathComponent(fileName(for: request), isDirectory: false)
    }

    func fileName(for request: RequestIdentity) -> String {
        let stem = String(
            request.service.unicodeScalars.filter { ("a"..."z").contains($0) }.prefix(16).map(Character.init))
        let readable = request.parameters.prefix(2).map(\.value).joined(separator: "-")
        let safe = String(
            readable.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "A"..."Z", "a"..."z", "0"..."9", "-": return Character(scalar)
                default: return "_"
                }
            }.prefix(40))
        return "\(stem.isEmpty ? "entry" : stem)-\(safe)-\(ResponseCache.fnv1a(entryKey(request))).cache"
    }

    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// A fresh body for `request`, or nil (missing, stale, damaged, foreign, oversized, or reading not allowed).
    public func read(_ request: RequestIdentity, freshness: Freshness) -> CachedBody? {
        read(request) { _ in freshness }
    }

    /// As ``read(_:freshness:)``, with the rule picked from the stored answer.
    public func read(_ request: RequestIdentity, freshness: (Data) -> Freshness) -> CachedBody? {
        guard mode == .normal, let data = ResponseCache.readFile(fileURL(for: request).path, limit: maxEntryBytes),
            let entry = ResponseCache.parse(data), entry.request == entryKey(request)
        else { return nil }
        let current = now()
        guard entry.fetchedAt <= current.addingTimeInterval(ResponseCache.clockSkew),
            current < freshness(entry.body).expiry(fetchedAt: entry.fetchedAt)
        else { return nil }
        return CachedBody(body: entry.body, fetchedAt: entry.fetchedAt)
    }

    /// Stores `body` as the answer to `request`, fetched now. Failures (read-only disk, no space) are ignored:
    /// the cache is an optimisation.
    @discardableResult
    public func write(_ body: Data, for request: RequestIdentity) -> Bool {
        guard mode != .disabled, !body.isEmpty, body.count <= maxEntryBytes else { return false }
        let header: [String: Any] = [
            "request": entryKey(request),
            "fetchedAt": now().timeIntervalSince1970,
            "length": body.count,
        ]
        guard let headerData = try? JSONSerialization.data(withJSONObject: header, options: [.sortedKeys]) else {
            return false
        }
        var file = Data((ResponseCache.magic + "\n").utf8)
        file.append(headerData)
        file.append(0x0A)
        file.append(body)
        // Never through a link, and never over a FIFO, device or socket: those are left as they are.
        return AtomicFile.write(
            file, to: fileURL(for: request), permissions: 0o600, createDirectory: 0o700, durable: false,
            followLinks: false, allowInPlace: false)
    }

    /// Runs `body` holding the lock of `request`'s entry, which every boxoffice process on this folder shares: identical
    /// requests from several processes (eight local MCP clients, cron beside a terminal) wait for one answer instead of
    /// each sending their own. The lock is an `<entry>.lock` file beside the entry, never a link or a FIFO, removed by
    /// its holder before it lets go (a waiter that then holds a removed file takes the new one). Without a readable
    /// cache, or when the lock cannot be had, `body` runs anyway: the cache is an optimisation.
    public func whileLocked<T>(_ request: RequestIdentity, _ body: () async throws -> T) async throws -> T {
        guard mode == .normal,
            (try? FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])) != nil
        else { return try await body() }
        let path = fileURL(for: request).path + ResponseCache.lockSuffix
        for _ in 0..<8 {
            guard case .success(let fd) = RegularFile.openForUpdate(path) else { break }
            defer { close(fd) }
            var ran = false
            do {
                let outcome: T? = try await FileLock.exclusive(fd) {
                    guard ResponseCache.isSameFile(fd, path), TemporaryFiles.adopt(path) else { return nil }
                    ran = true
                    defer { TemporaryFiles.remove(path) }  // before the lock goes, and by a signal that ends the run
                    return try await body()
                }
                if let outcome { return outcome }
            } catch is FileLock.Failure where !ran {
                break
            }
        }
        return try await body()
    }

    /// Whether the open `fd` is still the file at `path` (its holder may have removed it meanwhile).
    private static func isSameFile(_ fd: Int32, _ path: String) -> Bool {
        var open = stat()
        var named = stat()
        return fstat(fd, &open) == 0 && lstat(path, &named) == 0 && open.st_dev == named.st_dev
            && open.st_ino == named.st_ino
    }

    static let lockSuffix = ".lock"

    /// Removes the files boxoffice writes here: entries and its own temporary files, stale ones
    /// included. Anything else in the folder is left alone. Returns how many entries went.
    public func clear() throws -> Int {
        let manager = FileManager.default
        guard manager.fileExists(atPath: directory.path) else { return 0 }
        var removed = 0
        for name in try manager.contentsOfDirectory(atPath: directory.path) {
            let path = directory.appendingPathComponent(name, isDirectory: false).path
            if ResponseCache.isEntryName(name) {
                guard let head = ResponseCache.readFile(path, limit: nil, prefix: ResponseCache.magic.utf8.count + 1),
                    head == Data((ResponseCache.magic + "\n").utf8) || head.starts(with: Data("boxoffice-cache ".utf8))
                else { continue }
                try manager.removeItem(atPath: path)
                removed += 1
            } else if AtomicFile.isTemporaryName(name, for: ResponseCache.isEntryName)
                || (name.hasSuffix(ResponseCache.lockSuffix)
                    && ResponseCache.isEntryName(String(name.dropLast(ResponseCache.lockSuffix.count))))
            {
                var info = stat()
                if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { try manager.removeItem(atPath: path) }
            }
        }
        return removed
    }

    /// `<service>-<readable>-<hex>.cache`, as ``fileName(for:)`` makes them.
    static func isEntryName(_ name: String) -> Bool {
        guard name.hasSuffix(".cache"), let first = name.unicodeScalars.first, ("a"..."z").contains(first) else {
            return false
        }
        let stem = name.dropLast(6)
        guard
            stem.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_"
            }),
            let dash = stem.lastIndex(of: "-")
        else { return false }
        let hash = stem[stem.index(after: dash)...]
        return (1...16).contains(hash.count) && hash.allSatisfy(\.isHexDigit)
    }

    struct Entry {
        var request: String
        var fetchedAt: Date
        var body: Data
    }

    static func parse(_ data: Data) -> Entry? {
        guard let firstBreak = data.firstIndex(of: 0x0A),
            String(decoding: data[data.startIndex..<firstBreak], as: UTF8.self) == magic
        else { return nil }
        let headerStart = data.index(after: firstBreak)
        guard let secondBreak = data[headerStart...].prefix(4096).firstIndex(of: 0x0A),
            let (request, fetched, length) = header(data[headerStart..<secondBreak]), fetched.isFinite,
            abs(fetched) < 1e11
        else { return nil }
        let body = data[data.index(after: secondBreak)...]
        guard body.count == length, length > 0 else { return nil }
        return Entry(request: request, fetchedAt: Date(timeIntervalSince1970: fetched), body: Data(body))
    }

    /// The header line: read by hand in the shape ``write(_:for:)`` gives it (sorted keys), which is read for
    /// every cached day of a range; anything else goes through JSONSerialization.
    static func header(_ bytes: Data) -> (request: String, fetchedAt: Double, length: Int)? {
        if let fast = fastHeader(Array(bytes)) { return fast }
        guard let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any],
            let request = object["request"] as? String, let fetched = (object["fetchedAt"] as? NSNumber)?.doubleValue,
            let length = (object["length"] as? NSNumber)?.intValue
        else { return nil }
        return (request, fetched, length)
    }

    /// `{"fetchedAt":N,"length":N,"request":"…"}` with only `\/` escaped in the request; nil for anything else.
    private static func fastHeader(_ bytes: [UInt8]) -> (request: String, fetchedAt: Double, length: Int)? {
        let fetchedKey = Array(#"{"fetchedAt":"#.utf8)
        let lengthKey = Array(#","length":"#.utf8)
        let requestKey = Array(#","request":""#.utf8)
        func find(_ needle: [UInt8], from start: Int) -> Int? {
            guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
            for index in start...(bytes.count - needle.count) where bytes[index] == needle[0] {
                if Array(bytes[index..<index + needle.count]) == needle { return index }
            }
            return nil
        }
        guard bytes.starts(with: fetchedKey), bytes.count > 2, bytes[bytes.count - 2] == UInt8(ascii: "\""),
            bytes[bytes.count - 1] == UInt8(ascii: "}"),
            let lengthAt = find(lengthKey, from: fetchedKey.count),
            let requestAt = find(requestKey, from: lengthAt + lengthKey.count),
            let fetched = Double(String(decoding: bytes[fetchedKey.count..<lengthAt], as: UTF8.self)),
            let length = Int(String(decoding: bytes[(lengthAt + lengthKey.count)..<requestAt], as: UTF8.self))
        else { return nil }
        var request: [UInt8] = []
        request.reserveCapacity(bytes.count)
        var index = requestAt + requestKey.count
        let end = bytes.count - 2
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return nil }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < end, bytes[index + 1] == UInt8(ascii: "/") else { return nil }
                request.append(UInt8(ascii: "/"))
                index += 2
                continue
            }
            request.append(byte)
            index += 1
        }
        return (String(decoding: request, as: UTF8.self), fetched, length)
    }

    /// The file's bytes, or nil when it is missing, a link, not a regular file (a FIFO never blocks: it is
    /// not opened), or larger than `limit` (checked before reading). With `prefix`, at most that many bytes.
    static func readFile(_ path: String, limit: Int?, prefix: Int? = nil) -> Data? {
        RegularFile.read(path, limit: limit, prefix: prefix, followLinks: false).data
    }
}
