import Foundation
import Testing

@testable import KobisKit

/// Where a write lands: a name ending in `/` is a folder, never a file.
@Suite("Write destination", .englishMessages)
struct WriteDestinationTests {
    @Test func aNameEndingInASlashIsNeverAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("destination-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("afile").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("kept".utf8)))
        for name in [folder.path + "/new/", file + "/"] {
            #expect(throws: FileWriteError(path: name, code: FileWriteError.notAFolder)) {
                try WriteDestination.resolve(name)
            }
            #expect(FileWriteError(path: name, code: FileWriteError.notAFolder).reason.hasPrefix("a name ending in /"))
        }
        #expect(throws: FileWriteError(path: folder.path + "/", code: EISDIR)) {
            try WriteDestination.resolve(folder.path + "/")
        }
        #expect(try WriteDestination.resolve(file) == .replace(file))
        #expect(try WriteDestination.resolve(folder.path + "/new") == .replace(folder.path + "/new"))
    }
}
