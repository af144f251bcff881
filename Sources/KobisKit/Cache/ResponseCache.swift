import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a run may read and write the cache.
public enum CacheMode: Sendable {
    /// Read fresh entries, write new answers.
    case normal
    /// Skip reading, write fresh answers (`--refresh`).
    case refresh
    /// Neither read nor write (`--no-cache`).
    case disabled
}

/// A small file cache of KOBIS answers, one file per request. Entries are keyed by endpoint and
/// parameters, never by the key; writes are atomic (temp file, then rename); any unreadable,
/// foreign or damaged file counts as a miss and is replaced by the next write.
public final class ResponseCache: Sendable {
    public let directory: URL
    public let mode: CacheMode
    public let policy: CachePolicy
    private let now: @Sendable () -> Date

    static let magic = "boxoffice-cache 1"

    public init(directory: URL, mode: CacheMode = .normal, policy: CachePolicy = .init(),
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.mode = mode
        self.policy = policy
        self.now = now
    }

    /// `$XDG_CACHE_HOME/boxoffice` when that is an absolute path, else `~/.cache/boxoffice`.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("boxoffice", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".cache", isDirectory: true)
            .appendingPathComponent("boxoffice", isDirectory: true)
    }

    /// The file that holds `endpoint`'s answer.
    public func fileURL(for endpoint: KobisAPI) -> URL {
        directory.appendingPathComponent(ResponseCache.fileName(for: endpoint))
    }

    static func fileName(for endpoint: KobisAPI) -> String {
        let stem: String
        switch endpoint {
        case .dailyBoxOffice: stem = "daily"
        case .weeklyBoxOffice: stem = "weekly"
        case .movieInfo: stem = "movie"
        case .movieList: stem = "movielist"
        }
        let readable = endpoint.parameters.prefix(2).map(\.value).joined(separator: "-")
        let safe = String(readable.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "A"..."Z", "a"..."z", "0"..."9", "-": return Character(scalar)
            default: return "_"
            }
        }.prefix(40))
        return "\(stem)-\(safe)-\(fnv1a(endpoint.cacheKey)).cache"
    }

    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }

    /// A fresh body for `endpoint`, or nil (missing, stale, damaged, foreign, or reading not allowed).
    public func read(_ endpoint: KobisAPI) -> Data? {
        guard mode == .normal,
              let data = FileManager.default.contents(atPath: fileURL(for: endpoint).path) else { return nil }
        guard let entry = ResponseCache.parse(data), entry.request == endpoint.cacheKey else { return nil }
        let current = now()
        guard current < entry.expiresAt, entry.fetchedAt <= current.addingTimeInterval(300) else { return nil }
        return entry.body
    }

    /// Stores `body` as the answer to `endpoint`. Failures (read-only disk, no space) are ignored: the cache is an optimisation.
    @discardableResult
    public func write(_ body: Data, for endpoint: KobisAPI) -> Bool {
        guard mode != .disabled else { return false }
        let fetchedAt = now()
        let expiresAt = policy.expiry(for: endpoint, fetchedAt: fetchedAt)
        let header: [String: Any] = [
            "request": endpoint.cacheKey,
            "fetchedAt": fetchedAt.timeIntervalSince1970,
            "expiresAt": expiresAt.timeIntervalSince1970,
            "length": body.count,
        ]
        guard let headerData = try? JSONSerialization.data(withJSONObject: header, options: [.sortedKeys]) else { return false }
        var file = Data((ResponseCache.magic + "\n").utf8)
        file.append(headerData)
        file.append(0x0A)
        file.append(body)
        return ResponseCache.atomicWrite(file, to: fileURL(for: endpoint), directory: directory)
    }

    /// Removes every cache file; returns how many went.
    public func clear() throws -> Int {
        let manager = FileManager.default
        guard manager.fileExists(atPath: directory.path) else { return 0 }
        var removed = 0
        for name in try manager.contentsOfDirectory(atPath: directory.path)
        where name.hasSuffix(".cache") || name.hasSuffix(".tmp") {
            try manager.removeItem(at: directory.appendingPathComponent(name))
            if name.hasSuffix(".cache") { removed += 1 }
        }
        return removed
    }

    struct Entry {
        var request: String
        var fetchedAt: Date
        var expiresAt: Date
        var body: Data
    }

    static func parse(_ data: Data) -> Entry? {
        guard let firstBreak = data.firstIndex(of: 0x0A),
              String(decoding: data[data.startIndex..<firstBreak], as: UTF8.self) == magic else { return nil }
        let headerStart = data.index(after: firstBreak)
        guard let secondBreak = data[headerStart...].firstIndex(of: 0x0A),
              let header = try? JSONSerialization.jsonObject(with: data[headerStart..<secondBreak]) as? [String: Any],
              let request = header["request"] as? String,
              let fetched = (header["fetchedAt"] as? NSNumber)?.doubleValue,
              let expires = (header["expiresAt"] as? NSNumber)?.doubleValue,
              let length = (header["length"] as? NSNumber)?.intValue else { return nil }
        let body = data[data.index(after: secondBreak)...]
        guard body.count == length, length > 0 else { return nil }
        return Entry(request: request, fetchedAt: Date(timeIntervalSince1970: fetched),
                     expiresAt: Date(timeIntervalSince1970: expires), body: Data(body))
    }

    static func atomicWrite(_ data: Data, to destination: URL, directory: URL) -> Bool {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true,
                                        attributes: [.posixPermissions: 0o700])
        } catch {
            return false
        }
        let temp = directory.appendingPathComponent(
            ".\(destination.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        guard manager.createFile(atPath: temp.path, contents: data, attributes: [.posixPermissions: 0o600]) else {
            return false
        }
        if rename(temp.path, destination.path) != 0 {
            unlink(temp.path)
            return false
        }
        return true
    }
}
