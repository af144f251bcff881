import Foundation

/// Files of the archive read so far, each read again only when it changed (a sync renamed a new one into place), with
/// when it was written; a damaged or absent file holds nothing.
final class ArchiveMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    struct Dated: Sendable {
        let value: Value
        let writtenAt: Date
    }

    private let lock = NSLock()
    private var read: [Key: (stamp: FileStamp?, held: Dated?)] = [:]

    /// The file of `key` (at `file`), read by `load` the first time and whenever the file changed.
    func value(_ key: Key, file: URL, load: () throws -> Value?) -> Dated? {
        let stamp = FileStamp(file)
        if let known = lock.withLock({ read[key] }), known.stamp == stamp { return known.held }
        var held: Dated?
        if let loaded = try? load() { held = Dated(value: loaded, writtenAt: stamp?.modified ?? Date()) }
        lock.withLock { read[key] = (stamp, held) }
        return held
    }
}
