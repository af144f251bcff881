import Foundation

/// Files of the archive read so far, each read again only when it changed (a sync renamed a new one into place), with
/// when it was written: a long-running server sees what the last sync wrote. A damaged or absent file holds nothing,
/// and a damaged one is remembered with why (``damaged(_:)``).
final class ArchiveMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    struct Dated: Sendable {
        let value: Value
        let writtenAt: Date
    }

    private struct Read {
        let stamp: FileStamp?
        let held: Dated?
        let damage: ArchiveError?
    }

    private let lock = NSLock()
    private var read: [Key: Read] = [:]

    /// The file of `key` (at `file`), read by `load` the first time and whenever the file changed.
    func value(_ key: Key, file: URL, load: () throws -> Value?) -> Dated? {
        let stamp = FileStamp(file)
        if let known = lock.withLock({ read[key] }), known.stamp == stamp { return known.held }
        var held: Dated?
        var refused: ArchiveError?
        do {
            if let loaded = try load() { held = Dated(value: loaded, writtenAt: stamp?.modified ?? Date()) }
        } catch let error as ArchiveError {
            refused = error
        } catch {}
        lock.withLock { read[key] = Read(stamp: stamp, held: held, damage: refused) }
        return held
    }

    /// Why the file of `key`, as last read, holds nothing, when it is damaged.
    func damaged(_ key: Key) -> ArchiveError? { lock.withLock { read[key]?.damage } }
}
