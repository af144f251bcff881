import Foundation

/// The archive's folder (docs/archive.md): `FORMAT` (the format's name and version), `daily/YYYY.csv` (one
/// ``ArchiveYear`` per year), `weekly/YYYY.csv` (``ArchiveWeeks``), `films/BUCKET.jsonl` (``ArchiveFilms``),
/// `sync.json` (the last sync) and `.sync.lock` (held by the running sync). Every file
/// is written whole (a temporary file renamed over it), so a reader sees the old file or the new one. A file that
/// is not exactly the format is named and left alone: never used, never overwritten.
public struct ArchiveStore: Sendable {
    public let root: URL

    /// The first line of `FORMAT`.
    public static let format = "boxoffice-archive 1"
    /// The first day of KOBIS's national figures (docs/archive.md; API.md section 7.1).
    public static let firstDay = KobisDate(year: 2004, month: 5, day: 4)!
    /// Figures before this year come from part of the screens only.
    public static let fullCoverageYear = 2011

    public init(root: URL) { self.root = root }

    /// The archive at `BOXOFFICE_ARCHIVE` (an absolute path), else `$XDG_DATA_HOME/boxoffice/archive`.
    public init(paths: Paths) { self.init(root: paths.archive) }

    public var formatFile: URL { root.appendingPathComponent("FORMAT") }
    public var dailyFolder: URL { root.appendingPathComponent("daily", isDirectory: true) }
    public var syncFile: URL { root.appendingPathComponent("sync.json") }
    public var lockFile: URL { root.appendingPathComponent(".sync.lock") }

    public var weeklyFolder: URL { root.appendingPathComponent("weekly", isDirectory: true) }
    public var filmsFolder: URL { root.appendingPathComponent("films", isDirectory: true) }

    public func yearFile(_ year: Int) -> URL { dailyFolder.appendingPathComponent("\(year).csv") }
    public func weeklyFile(_ year: Int) -> URL { weeklyFolder.appendingPathComponent("\(year).csv") }
    public func filmsFile(_ bucket: String) -> URL { filmsFolder.appendingPathComponent("\(bucket).jsonl") }

    // MARK: - Reading

    /// A year's rankings; nil when the archive has no file for it. A damaged or foreign file throws
    /// ``ArchiveError/damaged(path:reason:)``.
    public func load(year: Int) throws -> ArchiveYear? {
        let file = yearFile(year)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if FileManager.default.fileExists(atPath: file.path) {
                throw ArchiveError.damaged(
                    path: file.path, reason: Phrase.say(ko: "읽을 수 없습니다", en: "it cannot be read"))
            }
            return nil
        }
        try checkFormat()
        let summed = try checkSum(data, of: file)
        do {
            return try ArchiveYear.decode(data, year: year)
        } catch let refusal as ArchiveYear.Refusal {
            throw refused(file, data, reason: refusal.reason, summed: summed)
        }
    }

    /// A year's weekly rankings; nil when the archive has no file for it. A damaged file throws.
    public func loadWeeks(year: Int) throws -> ArchiveWeeks? {
        try read(weeklyFile(year)) { try ArchiveWeeks.decode($0, year: year) }
    }

    /// A bucket's film details; nil when the archive has no file for it. A damaged file throws.
    public func loadFilms(bucket: String) throws -> ArchiveFilms? {
        try read(filmsFile(bucket)) { try ArchiveFilms.decode($0) }
    }

    private func read<T>(_ file: URL, _ decode: (Data) throws -> T) throws -> T? {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if FileManager.default.fileExists(atPath: file.path) {
                throw ArchiveError.damaged(
                    path: file.path, reason: Phrase.say(ko: "읽을 수 없습니다", en: "it cannot be read"))
            }
            return nil
        }
        try checkFormat()
        let summed = try checkSum(data, of: file)
        do {
            return try decode(data)
        } catch let refusal as ArchiveCSV.Refusal {
            throw refused(file, data, reason: refusal.reason, summed: summed)
        }
    }

    /// The buckets of `films/` that have a file, in order.
    public func filmBuckets() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: filmsFolder.path)) ?? []
        return names.compactMap(ArchiveStore.bucket(fileName:)).sorted()
    }

    static func bucket(fileName name: String) -> String? {
        guard name.hasSuffix(".jsonl") else { return nil }
        let bucket = String(name.dropLast(6))
        return bucket == "other" || (bucket.count == 4 && bucket.allSatisfy { $0.isASCII && $0.isNumber })
            ? bucket : nil
    }

    /// The data folders: each with which of its files are the archive's, and how one is read strictly (by name).
    var dataFolders: [(folder: URL, isOurs: (String) -> Bool, read: (String) throws -> Void)] {
        [
            (
                dailyFolder, { ArchiveStore.year(fileName: $0) != nil },
                { _ = try load(year: ArchiveStore.year(fileName: $0)!) }
            ),
            (
                weeklyFolder, { ArchiveStore.year(fileName: $0) != nil },
                { _ = try loadWeeks(year: ArchiveStore.year(fileName: $0)!) }
            ),
            (
                filmsFolder, { ArchiveStore.bucket(fileName: $0) != nil },
                { try verifyFilms(ArchiveStore.bucket(fileName: $0)!) }
            ),
        ]
    }

    /// Refuses a folder whose `FORMAT` is not this format (an absent one is fine: nothing was written yet).
    public func checkFormat() throws {
        guard let data = FileManager.default.contents(atPath: formatFile.path) else {
            if FileManager.default.fileExists(atPath: formatFile.path) {
                throw ArchiveError.damaged(
                    path: formatFile.path, reason: Phrase.say(ko: "읽을 수 없습니다", en: "it cannot be read"))
            }
            return
        }
        let first = String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
        guard first == ArchiveStore.format else {
            throw ArchiveError.damaged(
                path: formatFile.path,
                reason: Phrase.say(ko: "내용이 '\(ArchiveStore.format)'이 아닙니다", en: "not '\(ArchiveStore.format)'"))
        }
    }

    /// The years that have a file, in order.
    public func years() -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dailyFolder.path)) ?? []
        return names.compactMap(ArchiveStore.year(fileName:)).sorted()
    }

    /// The year a file of `daily/` is for: `YYYY.csv`.
    static func year(fileName name: String) -> Int? {
        guard name.count == 8, name.hasSuffix(".csv"), let year = Int(name.prefix(4)), (2000...2999).contains(year)
        else { return nil }
        return year
    }

    /// Every file checked: the damaged ones, each with why, and the foreign ones (names the archive never writes,
    /// which every command ignores). Temporary files a killed sync left are
    /// not counted (the next sync removes none of them either; they are harmless).
    public func verify() -> [ArchiveError] {
        var problems: [ArchiveError] = []
        func note(_ work: () throws -> Void) {
            do { try work() } catch let error as ArchiveError {
                if !problems.contains(error) { problems.append(error) }
            } catch {}
        }
        note { try checkFormat() }
        note { _ = try manifest() }
        for (folder, isOurs, check) in dataFolders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() {
                if AtomicFile.isTemporaryName(name, for: isOurs) { continue }
                guard isOurs(name) else {
                    problems.append(.foreign(path: folder.appendingPathComponent(name).path))
                    continue
                }
                note { try check(name) }
            }
        }
        return problems
    }

    /// Every line of a films file read as KOBIS's answer is.
    func verifyFilms(_ bucket: String) throws {
        guard let films = try loadFilms(bucket: bucket) else { return }
        for (code, line) in films.lines {
            do {
                _ = try ArchiveFilms.detail(line, code: code)
            } catch let refusal as ArchiveCSV.Refusal {
                throw ArchiveError.damaged(path: filmsFile(bucket).path, reason: refusal.reason)
            } catch {}
        }
    }

    // MARK: - Writing

    /// Writes a year whole. The file it replaces must be the archive's own (a damaged one is never overwritten).
    /// `verified`: this process read the file whole under the sync lock, so it is not read again.
    public func save(_ year: ArchiveYear, verified: Bool = false) throws {
        try checkFormat()
        if !verified { _ = try rebuildable { try load(year: year.year) } }
        if !FileManager.default.fileExists(atPath: formatFile.path) {
            try write(Data((ArchiveStore.format + "\n").utf8), to: formatFile)
        }
        try writeSummed(year.encoded(), to: yearFile(year.year))
    }

    /// Writes a year's weekly rankings whole; a damaged file is never overwritten.
    public func save(_ weeks: ArchiveWeeks, verified: Bool = false) throws {
        try prepare()
        if !verified { _ = try rebuildable { try loadWeeks(year: weeks.year) } }
        try writeSummed(weeks.encoded(), to: weeklyFile(weeks.year))
    }

    /// Adds film lines to their bucket's file, written whole; a damaged file is never overwritten.
    public func save(films lines: [String: Data], bucket: String) throws {
        try prepare()
        var films = try rebuildable { try loadFilms(bucket: bucket) } ?? ArchiveFilms()
        films.lines.merge(lines) { _, new in new }
        try writeSummed(films.encoded(), to: filmsFile(bucket))
    }

    private func prepare() throws {
        try checkFormat()
        if !FileManager.default.fileExists(atPath: formatFile.path) {
            try write(Data((ArchiveStore.format + "\n").utf8), to: formatFile)
        }
    }

    func write(_ data: Data, to file: URL) throws {
        do {
            try AtomicFile.writeOrThrow(data, to: file, createDirectory: 0o755, allowInPlace: false)
        } catch {
            throw ArchiveError.unwritable(path: file.path, reason: (error as? FileWriteError)?.reason ?? "\(error)")
        }
    }

    /// The last sync, as `sync.json` keeps it; nil before the first.
    public func lastSync() -> ArchiveSyncRecord? {
        guard let data = FileManager.default.contents(atPath: syncFile.path) else { return nil }
        return try? JSONDecoder().decode(ArchiveSyncRecord.self, from: data)
    }

    public func recordSync(_ record: ArchiveSyncRecord) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try write((try encoder.encode(record)) + Data("\n".utf8), to: syncFile)
    }

    /// Removes the temporary files a killed sync left (`.2025.csv.PID.N.tmp`); call it holding the sync lock, when
    /// no other writer can be at work. Returns how many it removed.
    @discardableResult
    public func removeLeftovers() -> Int {
        var removed = 0
        for folder in [root, dailyFolder, weeklyFolder, filmsFolder] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names where AtomicFile.isTemporaryName(name, for: { !$0.isEmpty }) {
                let file = folder.appendingPathComponent(name)
                if (try? FileManager.default.removeItem(at: file)) != nil { removed += 1 }
            }
        }
        return removed
    }

    // MARK: - One sync at a time

    /// Takes the sync lock without waiting for another process: the descriptor holds it until closed (or the end).
    /// Another holder throws ``ArchiveError/locked(holder:)`` with what its lock file says.
    public func lock(now: Date) throws -> Int32 {
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw ArchiveError.unwritable(
                path: root.path, reason: Phrase.say(ko: "폴더를 만들 수 없습니다", en: "cannot make the folder"))
        }
        let fd = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ArchiveError.unwritable(path: lockFile.path, reason: FileWriteError.system(errno))
        }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let text = String(decoding: FileManager.default.contents(atPath: lockFile.path) ?? Data(), as: UTF8.self)
            // Our own pid: a sync of this process that has ended, whose descriptor a child started meanwhile holds
            // until its exec closes it (O_CLOEXEC), or one still running here: wait for it.
            if text.hasPrefix("pid \(getpid()),"), flock(fd, LOCK_EX) == 0 { return claim(fd, now: now) }
            close(fd)
            let holder = text.trimmingCharacters(in: .whitespacesAndNewlines)
            throw ArchiveError.locked(holder: holder.isEmpty ? "a process that has not said who it is" : holder)
        }
        return claim(fd, now: now)
    }

    private func claim(_ fd: Int32, now: Date) -> Int32 {
        let line = "pid \(getpid()), since \(KoreaTime.iso8601(now))\n"
        _ = ftruncate(fd, 0)
        _ = line.withCString { pwrite(fd, $0, strlen($0), 0) }
        return fd
    }
}
