import Foundation
import Testing

@testable import KobisKit

/// The config file as `Configuration.load` reads it: a setting of the wrong type is refused by name, never taken as
/// missing, and its value is never said.
@Suite("Configuration", .englishMessages)
struct ConfigurationTests {
    @Test func aKeyThatIsNotAStringIsRefusedByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Config.plist").path
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>KOBIS_API_KEY</key><integer>5123</integer></dict></plist>
            """
        try Data(plist.utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            _ = try Configuration.load(explicitPath: path, environment: [:])
        } throws: { error in
            let text = "\(error)"
            return text.contains("KOBIS_API_KEY is not a string") && !text.contains("5123")
        }
    }
}
