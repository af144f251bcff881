import Foundation

/// `manifest.tsv`: the checksum (``ArchiveChecksum``) of every data file the archive wrote, one line a file: its path
/// in the folder, a tab, the checksum. While a new version of a file is renamed into place the line holds both, the
/// old one and the new one, so a sync killed between the two renames leaves no whole file refused.
struct ArchiveManifest: Equatable, Sendable {
    /// The checksums a file may have, by its path in the folder (`daily/2024.csv`).
    var sums: [String: [UInt64]] = [:]

    /// The manifest of `data`; nil when a line is not `path<TAB>sum[<TAB>sum]`.
    static func decode(_ data: Data) -> ArchiveManifest? {
        var manifest = ArchiveManifest()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, !fields[0].isEmpty else { return nil }
            var sums: [UInt64] = []
            for field in fields.dropFirst() {
                guard field.count == 16, let sum = UInt64(field, radix: 16) else { return nil }
                sums.append(sum)
            }
            manifest.sums[String(fields[0])] = sums
        }
        return manifest
    }

    func encoded() -> Data {
        let lines = sums.keys.sorted().map { path in
            ([path] + sums[path, default: []].map(ArchiveChecksum.text)).joined(separator: "\t") + "\n"
        }
        return Data(lines.joined().utf8)
    }
}

extension ArchiveStore {
    public var manifestFile: URL { root.appendingPathComponent("manifest.tsv") }

    /// The manifest; empty before the first file was written with one. One that does not read is damaged.
    func manifest() throws -> ArchiveManifest {
        guard let data = FileManager.default.contents(atPath: manifestFile.path) else { return ArchiveManifest() }
        guard let manifest = ArchiveManifest.decode(data) else {
            throw ArchiveError.damaged(
                path: manifestFile.path,
                reason: Phrase.say(ko: "경로와 체크섬으로 된 줄이 아닌 줄이 있습니다", en: "a line is not a path and its checksum"))
        }
        return manifest
    }

    /// `file`'s path in the folder, as the manifest names it.
    func manifestPath(_ file: URL) -> String {
        let prefix = root.standardizedFileURL.path + "/"
        let path = file.standardizedFileURL.path
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// Whether the manifest has a checksum for `file`; throws when it has one and `data` is not what was written.
    func checkSum(_ data: Data, of file: URL) throws -> Bool {
        guard let sums = try manifest().sums[manifestPath(file)] else { return false }
        guard sums.contains(ArchiveChecksum.of(data)) else {
            throw ArchiveError.damaged(
                path: file.path,
                reason: Phrase.say(ko: "체크섬이 보관소가 쓴 것과 다릅니다", en: "its checksum is not the one the archive wrote"))
        }
        return true
    }

    /// Why a file the reader refused is not used: ours in an older format when its checksum is the one we wrote, or
    /// (written before checksums) when its first line is one of ours but not this version's header; else damaged or
    /// foreign. A line that does not read under this version's header is damage, not an older format.
    func refused(_ file: URL, _ data: Data, reason: String, summed: Bool) -> ArchiveError {
        let first = data.prefix(while: { $0 != 0x0A })
        let ours = [Data("date,rank,".utf8), Data("kind,start,end,".utf8), Data("{\"movieCd\":".utf8)]
        let current = [ArchiveYear.columns, ArchiveWeeks.columns].map { Data($0.joined(separator: ",").utf8) }
        if summed || (ours.contains(where: { first.starts(with: $0) }) && !current.contains(first)) {
            return .outdated(path: file.path, reason: reason)
        }
        return .damaged(path: file.path, reason: reason)
    }

    /// Gives its checksum to every data file that has none and reads as this version reads it (written before
    /// checksums); a sync does it holding the lock, so that no writer is at work. Returns how many it gave one.
    @discardableResult
    public func adoptUnsummed() throws -> Int {
        var manifest = try manifest()
        var adopted = 0
        for (folder, isOurs, read) in dataFolders {
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            where isOurs(name) {
                let file = folder.appendingPathComponent(name)
                guard manifest.sums[manifestPath(file)] == nil, (try? read(name)) != nil,
                    let data = FileManager.default.contents(atPath: file.path)
                else { continue }
                manifest.sums[manifestPath(file)] = [ArchiveChecksum.of(data)]
                adopted += 1
            }
        }
        if adopted > 0 { try write(manifest.encoded(), to: manifestFile) }
        return adopted
    }

    /// What `load` reads, or nil when the file is ours in an older format: a sync writes it anew.
    func rebuildable<T>(_ load: () throws -> T?) throws -> T? {
        do { return try load() } catch ArchiveError.outdated { return nil }
    }

    /// Writes a data file whole and keeps its checksum: the manifest first holds the old and the new one, then the
    /// file is renamed into place, then the manifest holds the new one alone. Within ``together(_:)`` the file waits
    /// for the others, and the manifest is written twice for them all.
    func writeSummed(_ data: Data, to file: URL) throws {
        if let batch = ArchiveStore.batch {
            batch.files.append((data, file))
            return
        }
        try writeSummed([(data, file)])
    }

    private func writeSummed(_ files: [(data: Data, file: URL)]) throws {
        guard !files.isEmpty else { return }
        var manifest = try manifest()
        var sums: [(String, UInt64)] = []
        for (data, file) in files {
            let path = manifestPath(file)
            let sum = ArchiveChecksum.of(data)
            let old =
                manifest.sums[path] ?? FileManager.default.contents(atPath: file.path).map { [ArchiveChecksum.of($0)] }
            manifest.sums[path] = (old ?? []).filter { $0 != sum } + [sum]
            sums.append((path, sum))
        }
        try write(manifest.encoded(), to: manifestFile)
        for (data, file) in files { try write(data, to: file) }
        for (path, sum) in sums { manifest.sums[path] = [sum] }
        try write(manifest.encoded(), to: manifestFile)
    }

    /// Runs `body`, whose saves are written together, in their order, when it returns (nothing when it throws).
    func together(_ body: () throws -> Void) throws {
        let batch = ArchiveWriteBatch()
        try ArchiveStore.$batch.withValue(batch) { try body() }
        try writeSummed(batch.files)
    }

    /// The saves of the ``together(_:)`` running in this task.
    @TaskLocal static var batch: ArchiveWriteBatch?
}
