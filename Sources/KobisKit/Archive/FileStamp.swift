import Foundation

/// What tells one version of a file from the next: its inode, size and modification time (a file renamed into place
/// is a new inode). Nil for a file that is not there.
struct FileStamp: Equatable, Sendable {
    let inode: UInt64
    let size: UInt64
    let modified: Date

    init?(_ file: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        size = (attributes[.size] as? NSNumber)?.uint64Value ?? 0
        self.modified = modified
    }
}

extension FileStamp {
    /// The stamp as text for a file name or a key: its size and when it was written (the same in every process).
    var key: String { "\(size)-\(modified.timeIntervalSince1970)" }
}

extension ArchiveStore {
    /// The stamps of the year files (daily/) of `years` (nil: every year held): what tells a memo of them that a sync
    /// replaced one.
    func yearStamps(_ wanted: ClosedRange<Int>? = nil) -> [Int: FileStamp] {
        var stamps: [Int: FileStamp] = [:]
        for year in years() where wanted?.contains(year) ?? true {
            stamps[year] = FileStamp(yearFile(year))
        }
        return stamps
    }
}
