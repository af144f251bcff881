import Foundation

/// Counts the requests that go to the network, per key and per Korea-time day, in a small file under
/// `$XDG_STATE_HOME/boxoffice`. Every update happens under an exclusive `flock`, so parallel runs count
/// exactly. At the limit, the next request is refused before it is sent. The file is named by a hash of
/// the key and holds only the day and the count: the key itself is never written.
///
/// What counts: each request is reserved before it is sent. One that fails before any connection is made
/// (host not found, connection refused, no network, TLS failed) gives its reservation back with
/// ``release()``, since KOBIS never saw it. One that may have reached KOBIS stays counted: any HTTP answer,
/// a timeout, a connection lost after it was sent.
public final class QuotaLedger: Sendable {
    public let file: URL
    public let limit: Int
    /// Whose requests it counts: a key's, or the sample's.
    public let source: AnswerSource
    private let now: @Sendable () -> Date

    /// KOBIS allows 3,000 calls a day; the default stops a little before it.
    public static let defaultLimit = 2_950

    public convenience init(
        directory: URL, key: String, limit: Int = QuotaLedger.defaultLimit,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        let name = "quota-\(ResponseCache.fnv1a("boxoffice-quota|" + key)).json"
        self.init(file: directory.appendingPathComponent(name, isDirectory: false), limit: limit, now: now)
    }

    /// A ledger kept in `file`: the bundled sample's own count (`source` `.sample`) lives in ``sampleFile(in:)``,
    /// a name no key's hash can take.
    public init(
        file: URL, limit: Int = QuotaLedger.defaultLimit, source: AnswerSource = .kobis,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.file = file
        self.source = source
        self.limit = max(1, limit)
        self.now = now
    }

    /// The file that counts the requests the bundled sample answered on this machine (`--demo`): never a key's.
    public static func sampleFile(in directory: URL) -> URL {
        directory.appendingPathComponent("quota-sample.json", isDirectory: false)
    }

    /// `$XDG_STATE_HOME/boxoffice` when that is an absolute path, else `~/.local/state/boxoffice`.
    public static func defaultDirectory(environment: [String: String]) -> URL { Paths(environment: environment).state }

    /// Counts one request, or throws ``KobisError/localQuotaReached(used:limit:resetsAt:)`` when today's
    /// count is already at the limit (nothing is counted then). A file that does not parse is a
    /// configuration error and is left as it is.
    public func reserve() async throws {
        try await update { status in
            guard status.used < status.limit else {
                throw KobisError.localQuotaReached(used: status.used, limit: status.limit, resetsAt: status.resetsAt)
            }
            status.used += 1
        }
    }

    /// Counts one request without a limit: the bundled sample's, which is local and never refused.
    public func count() async throws {
        try await update { status in status.used += 1 }
    }

    /// Gives back one reservation of today's, for a request that never reached the server.
    public func release() async {
        _ = try? await update { status in status.used = max(0, status.used - 1) }
    }

    /// KOBIS said the quota is spent (320011): today's count goes to the limit.
    public func exhaust() async {
        _ = try? await update { status in status.used = max(status.used, status.limit) }
    }

    /// Today's count, without changing it.
    public func status() async throws -> QuotaStatus {
        try await update { _ in }
    }

    /// Reads today's status under the lock, lets `change` modify it, and writes it back if it changed.
    /// This process's updates, one at a time: the requests of a run in flight together are counted one after the
    /// other at once, never by tasks sleeping between tries at the file's lock.
    private static let gate = AsyncGate()

    @discardableResult
    private func update(_ change: (inout QuotaStatus) throws -> Void) async throws -> QuotaStatus {
        await QuotaLedger.gate.enter()
        do {
            let status = try await updateAlone(change)
            await QuotaLedger.gate.leave()
            return status
        } catch {
            await QuotaLedger.gate.leave()
            throw error
        }
    }

    private func updateAlone(_ change: (inout QuotaStatus) throws -> Void) async throws -> QuotaStatus {
        let today = KobisDate(containing: now())
        let fresh = QuotaStatus(
            day: today, used: 0, limit: limit, resetsAt: today.adding(days: 1).startInKorea,
            source: source)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            throw KobisError.configuration(
                Phrase.say(
                    ko:
                        "오늘의 요청을 셀 폴더를 만들 수 없습니다 (\(file.deletingLastPathComponent().path)). 권한을 확인하거나 XDG_STATE_HOME을 설정하세요",
                    en:
                        "cannot create \(file.deletingLastPathComponent().path) to count today's requests: check its permissions or set XDG_STATE_HOME"
                )
            )
        }
        let fd: Int32
        switch RegularFile.openForUpdate(file.path) {
        case .success(let opened): fd = opened
        case .failure(let error) where error.code == .EINVAL || error.code == .ELOOP:
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(file.path): 일반 파일이 아닙니다. 그대로 두었으니 지우면 처음부터 다시 셉니다",
                    en: "\(file.path) is not a regular file: it was left as it is; remove it to start counting again"))
        case .failure:
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(file.path): 오늘의 요청을 세려고 열 수 없습니다. 권한을 확인하세요",
                    en: "cannot open \(file.path) to count today's requests: check its permissions"))
        }
        defer { close(fd) }
        do {
            return try await FileLock.exclusive(fd) { try locked(fd, fresh: fresh, today: today, change) }
        } catch is FileLock.Failure {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(file.path): 오늘의 요청을 세려고 잠글 수 없습니다",
                    en: "cannot lock \(file.path) to count today's requests")
            )
        }
    }

    private func locked(
        _ fd: Int32, fresh: QuotaStatus, today: KobisDate, _ change: (inout QuotaStatus) throws -> Void
    ) throws -> QuotaStatus {
        var status = fresh
        if let stored = try read(fd) {
            if stored.day == today { status.used = stored.used }
        }
        let before = status
        try change(&status)
        if status != before || status.used == 0 {
            // One write of a fixed length over the old record, never a truncation first: a process killed at any
            // point leaves the old count or the new one, never an empty file (which would read as a new day).
            let record = #"{"day":"\#(status.day.iso)","used":\#(status.used)}"#
            let text = record + String(repeating: " ", count: max(0, 63 - record.utf8.count)) + "\n"
            let bytes = Array(text.utf8)
            guard pwrite(fd, bytes, bytes.count, 0) == bytes.count, ftruncate(fd, off_t(bytes.count)) == 0 else {
                throw KobisError.configuration(
                    Phrase.say(
                        ko: "\(file.path): 오늘의 요청을 세려고 쓸 수 없습니다. 디스크를 확인하세요",
                        en: "cannot write \(file.path) to count today's requests: check the disk"))
            }
        }
        return status
    }

    /// The stored day and count; nil for an empty (new) file; throws for one that does not parse.
    private func read(_ fd: Int32) throws -> (day: KobisDate, used: Int)? {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = pread(fd, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        guard count < buffer.count,
            let object = try? JSONSerialization.jsonObject(with: Data(buffer[0..<count])) as? [String: Any],
            let dayText = object["day"] as? String, let day = KobisDate(dayText),
            let number = object["used"] as? NSNumber, let used = Int(exactly: number.doubleValue),
            (0...1_000_000_000).contains(used)
        else {
            throw KobisError.configuration(
                Phrase.say(
                    ko: "\(file.path): 요청 수가 적힌 파일이 아닙니다. 그대로 두었으니 지우면 처음부터 다시 셉니다",
                    en:
                        "\(file.path) does not hold a request count: it was left as it is; remove it to start counting again"
                ))
        }
        return (day, used)
    }
}
