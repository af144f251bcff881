import Foundation

/// Data files waiting to be written together (``ArchiveStore/together(_:)``): one manifest write before their renames
/// and one after. Only the task that made it appends to it.
final class ArchiveWriteBatch: @unchecked Sendable {
    var files: [(data: Data, file: URL)] = []
}
