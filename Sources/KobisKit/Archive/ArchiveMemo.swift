import Foundation

/// Files of the archive read so far in this run, each read once, with when it was written; a damaged or absent file
/// holds nothing.
final class ArchiveMemo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    struct Dated: Sendable {
        let value: Value
        let writtenAt: Date
    }

    private let lock = NSLock()
    private var read: [Key: Dated?] = [:]

    /// The file of `key` (at `file`), read by `load` the first time.
    func value(_ key: Key, file: URL, load: () throws -> Value?) -> Dated? {
        if let known = lock.withLock({ read[key] }) { return known }
        var held: Dated?
        if let loaded = try? load() {
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
            held = Dated(value: loaded, writtenAt: attributes?[.modificationDate] as? Date ?? Date())
        }
        lock.withLock { read[key] = .some(held) }
        return held
    }
}
