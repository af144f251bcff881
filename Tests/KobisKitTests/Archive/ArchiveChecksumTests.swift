import Foundation
import Testing

@testable import KobisKit

@Suite("ArchiveChecksum and ArchiveManifest: damage found, not guessed")
struct ArchiveChecksumTests {
    let day = KobisDate(year: 2024, month: 3, day: 2)!

    func year(audience: Int64 = 812_345) -> ArchiveYear {
        let entry = DailyBoxOfficeEntry(
            rank: 1, rankChange: .new, movieCode: "20241234", title: "파묘", audience: audience, screens: 2_001)
        return ArchiveYear(year: 2024, days: [day: [entry]])
    }

    func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("archive-sum-\(UUID().uuidString)")
    }

    /// The FNV-1a 64 test vectors (Fowler, Noll and Vo's reference suite).
    @Test func theChecksumIsFNV1a64() {
        #expect(ArchiveChecksum.of(Data()) == 0xcbf2_9ce4_8422_2325)
        #expect(ArchiveChecksum.of(Data("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(ArchiveChecksum.of(Data("foobar".utf8)) == 0x8594_4171_f739_67e8)
        #expect(ArchiveChecksum.text(0xaf63_dc4c_8601_ec8c) == "af63dc4c8601ec8c")
        #expect(ArchiveChecksum.text(1) == "0000000000000001")
    }

    @Test func theManifestReadsBackAndRefusesALineThatIsNotOne() {
        let manifest = ArchiveManifest(sums: ["daily/2024.csv": [1, 0xffff_ffff_ffff_ffff], "films/2024.jsonl": [7]])
        #expect(ArchiveManifest.decode(manifest.encoded()) == manifest)
        #expect(ArchiveManifest.decode(Data("daily/2024.csv\tzz\n".utf8)) == nil)
        #expect(ArchiveManifest.decode(Data("daily/2024.csv\n".utf8)) == nil)
    }

    @Test func aChangedDigitThatStillParsesIsDamageAndNeverOverwritten() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        try store.save(year())
        let manifest = try String(contentsOf: store.manifestFile, encoding: .utf8)
        #expect(manifest == "daily/2024.csv\t\(ArchiveChecksum.text(ArchiveChecksum.of(year().encoded())))\n")
        let changed = year(audience: 812_346).encoded()
        try changed.write(to: store.yearFile(2024))
        #expect(try ArchiveYear.decode(changed, year: 2024) == year(audience: 812_346), "it still parses")
        #expect(throws: ArchiveError.self) { try store.load(year: 2024) }
        #expect(throws: ArchiveError.self) { try store.save(year()) }
        #expect(FileManager.default.contents(atPath: store.yearFile(2024).path) == changed)
        #expect(store.verify().count == 1)
        let history = ArchiveHistory.load(store)
        #expect(history.damaged.count == 1 && history.heldDays.isEmpty, "the history leaves the year out, named")
    }

    @Test func aSyncGivesItsChecksumToAFileWrittenBeforeChecksumsThatReads() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        try FileManager.default.createDirectory(at: store.dailyFolder, withIntermediateDirectories: true)
        try year().encoded().write(to: store.yearFile(2024))
        try Data("date,rank,torn\n".utf8).write(to: store.yearFile(2023))
        #expect(try store.adoptUnsummed() == 1, "the file that reads, not the one that does not")
        #expect(try store.manifest().sums == ["daily/2024.csv": [ArchiveChecksum.of(year().encoded())]])
        #expect(try store.adoptUnsummed() == 0)
        try year(audience: 2).encoded().write(to: store.yearFile(2024))
        #expect(throws: ArchiveError.self) { try store.load(year: 2024) }
    }

    @Test func aFileWithoutAChecksumIsAcceptedWhenItReadsAndRebuiltWhenItIsOursButDoesNot() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        try FileManager.default.createDirectory(at: store.dailyFolder, withIntermediateDirectories: true)
        // Written before checksums: read as it is, and given its checksum at the next write.
        try year().encoded().write(to: store.yearFile(2024))
        #expect(try store.load(year: 2024) == year())
        #expect(store.verify().isEmpty)
        try store.save(year(audience: 1))
        #expect(try store.manifest().sums["daily/2024.csv"] == [ArchiveChecksum.of(year(audience: 1).encoded())])
        // Ours in a format this version does not read (a column more): not used, and written anew.
        let older = Data((ArchiveYear.columns.joined(separator: ",") + ",extra\n").utf8)
        try older.write(to: store.yearFile(2024))
        try Data().write(to: store.manifestFile)
        var outdated = false
        do { _ = try store.load(year: 2024) } catch ArchiveError.outdated { outdated = true }
        #expect(outdated)
        #expect(try store.rebuildable { try store.load(year: 2024) } == nil)
        try store.save(year())
        #expect(try store.load(year: 2024) == year())
        // The same with the checksum the archive wrote: ours, whatever its first line.
        let sum = ArchiveChecksum.text(ArchiveChecksum.of(Data("v0\n".utf8)))
        try Data("v0\n".utf8).write(to: store.yearFile(2024))
        try Data("daily/2024.csv\t\(sum)\n".utf8).write(to: store.manifestFile)
        outdated = false
        do { _ = try store.load(year: 2024) } catch ArchiveError.outdated { outdated = true }
        #expect(outdated)
        // A foreign file, with no checksum and not our header: refused as before.
        try Data().write(to: store.manifestFile)
        var damaged = false
        do { _ = try store.load(year: 2024) } catch ArchiveError.damaged { damaged = true }
        #expect(damaged)
        #expect(throws: ArchiveError.self) { try store.save(year()) }
    }

    /// Without a checksum, a file with this version's header whose line does not read was torn or edited: damage,
    /// named with its line, in the store and in the history alike. A header of ours this version does not read is
    /// still an older format.
    @Test func aLineThatDoesNotReadUnderTheCurrentHeaderIsDamageEvenWithoutAChecksum() throws {
        let root = folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        try FileManager.default.createDirectory(at: store.dailyFolder, withIntermediateDirectories: true)
        let edited = String(decoding: year().encoded(), as: UTF8.self).replacingOccurrences(of: ",2001,", with: ",2x1,")
        try Data(edited.utf8).write(to: store.yearFile(2024))
        #expect(!FileManager.default.fileExists(atPath: store.manifestFile.path))
        var reason: String?
        do { _ = try store.load(year: 2024) } catch ArchiveError.damaged(_, let why) { reason = why }
        #expect(reason.map { $0.contains("line 2") || $0.contains("2번째 줄") } == true, "\(String(describing: reason))")
        #expect(store.verify().map { if case .damaged = $0 { true } else { false } } == [true])
        let history = ArchiveHistory.load(store)
        #expect(history.damaged.map { if case .damaged = $0 { true } else { false } } == [true])
        let older = Data((ArchiveYear.columns.joined(separator: ",") + ",extra\n").utf8)
        try older.write(to: store.yearFile(2024))
        #expect(ArchiveHistory.load(store).damaged.map { if case .outdated = $0 { true } else { false } } == [true])
    }
}
