import Foundation

/// The archive's folder (docs/archive.md): `FORMAT` (the format's name and version), `daily/YYYY.csv` (one
/// ``ArchiveYear`` per year), `sync.json` (the last sync) and `.sync.lock` (held by the running sync). Every file
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

    public func yearFile(_ year: Int) -> URL { dailyFolder.appendingPathComponent("\(year).csv") }

    // MARK: - Reading

    /// A year's rankings; nil when the archive has no file for it. A damaged or foreign file throws
    /// ``ArchiveError/damaged(path:reason:)``.
    public func load(year: Int) throws -> ArchiveYear? {
        let file = yearFile(year)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            if FileManager.default.fileExists(atPath: file.path) {
                throw ArchiveError.damaged(path: file.path, reason: "it cannot be read")
            }
            return nil
        }
        try checkFormat()
        do {
            return try ArchiveYear.decode(data, year: year)
        } catch let refusal as ArchiveYear.Refusal {
            throw ArchiveError.damaged(path: file.path, reason: refusal.reason)
        }
    }

    /// Refuses a folder whose `FORMAT` is not this format (an absent one is fine: nothing was written yet).
    public func checkFormat() throws {
        guard let data = FileManager.default.contents(atPath: formatFile.path) else {
            if FileManager.default.fileExists(atPath: formatFile.path) {
                throw ArchiveError.damaged(path: formatFile.path, reason: "it cannot be read")
            }
            return
        }
        let first = String(decoding: data, as: UTF8.self).split(separator: "\n").first.map(String.init)
        guard first == ArchiveStore.format else {
            throw ArchiveError.damaged(path: formatFile.path, reason: "not '\(ArchiveStore.format)'")
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

    /// Every file checked: the damaged or foreign ones, each with why. Temporary files a killed sync left are
    /// not counted (the next sync removes none of them either; they are harmless).
    public func verify() -> [ArchiveError] {
        var problems: [ArchiveError] = []
        do { try checkFormat() } catch let error as ArchiveError { problems.append(error) } catch {}
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dailyFolder.path)) ?? []
        for name in names.sorted() {
            if AtomicFile.isTemporaryName(name, for: { ArchiveStore.year(fileName: $0) != nil }) { continue }
            guard let year = ArchiveStore.year(fileName: name) else {
                problems.append(
                    .damaged(path: dailyFolder.appendingPathComponent(name).path, reason: "not a file of the archive"))
                continue
            }
            do { _ = try load(year: year) } catch let error as ArchiveError {
                if !problems.contains(error) { problems.append(error) }
            } catch {}
        }
        return problems
    }

    // MARK: - Writing

    /// Writes a year whole. The file it replaces must be the archive's own (a damaged one is never overwritten).
    public func save(_ year: ArchiveYear) throws {
        try checkFormat()
        _ = try load(year: year.year)
        if !FileManager.default.fileExists(atPath: formatFile.path) {
            try write(Data((ArchiveStore.format + "\n").utf8), to: formatFile)
        }
        try write(year.encoded(), to: yearFile(year.year))
    }

    func write(_ data: Data, to file: URL) throws {
        do {
            try AtomicFile.writeOrThrow(data, to: file, createDirectory: 0o755)
        } catch {
            throw ArchiveError.unwritable(path: file.path, reason: "\(error)")
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

    // MARK: - One sync at a time

    /// Takes the sync lock without waiting: the returned descriptor holds it until closed (or the process ends).
    /// Another holder throws ``ArchiveError/locked(holder:)`` with what its lock file says.
    public func lock(now: Date) throws -> Int32 {
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw ArchiveError.unwritable(path: root.path, reason: "cannot make the folder")
        }
        let fd = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ArchiveError.unwritable(path: lockFile.path, reason: String(cString: strerror(errno)))
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let text = String(decoding: FileManager.default.contents(atPath: lockFile.path) ?? Data(), as: UTF8.self)
            close(fd)
            let holder = text.trimmingCharacters(in: .whitespacesAndNewlines)
            throw ArchiveError.locked(holder: holder.isEmpty ? "a process that has not said who it is" : holder)
        }
        let line = "pid \(getpid()), since \(KoreaTime.iso8601(now))\n"
        _ = ftruncate(fd, 0)
        _ = line.withCString { pwrite(fd, $0, strlen($0), 0) }
        return fd
    }
}
