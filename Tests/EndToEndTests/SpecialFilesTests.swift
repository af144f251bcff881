import Foundation
import Testing

/// Files that are not regular files: FIFOs, devices, links and the process's own descriptors, as what the
/// program reads (cache, notes, quota ledger, config) and as what it writes (`-o`, posters). A run that blocks on a
/// FIFO nobody writes never ends by itself: the harness's hang guard kills it, and it fails its status check.
@Suite("boxoffice end to end: FIFOs, devices and links", .speaking("en"))
struct SpecialFilesTests {
    func setUp() throws -> (StandIn, [String: String], URL) {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("special")
        let environment = standIn.environment.merging([
            "OMDB_BASE_URL": "http://127.0.0.1:\(standIn.port)/omdb/", "OMDB_API_KEY": "good-omdb-key",
            "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data",
            "XDG_CONFIG_HOME": folder.path + "/config", "BOXOFFICE_NOW": "2024-12-20T03:00:00Z",
        ]) { $1 }
        return (standIn, environment, folder)
    }

    func makeFIFO(_ path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o600) == 0, "mkfifo \(path)")
    }

    func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    @Test(.speaking("ko")) func aFIFOInPlaceOfACacheEntryIsAMissAndStaysAFIFO() async throws {
        let (standIn, environment, folder) = try setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await runBoxOffice(["daily", "-d", "2023-03-01", "-f", "csv"], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        let cacheFolder = folder.path + "/cache/boxoffice"
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(".cache") }
        #expect(entries.count == 1)
        let entry = cacheFolder + "/" + (try #require(entries.first))
        try FileManager.default.removeItem(atPath: entry)
        try makeFIFO(entry)
        let before = standIn.requests.count
        let second = try await runBoxOffice(
            ["daily", "-d", "2023-03-01", "-f", "csv"], environment: environment)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == first.stdout)
        #expect(standIn.requests.count == before + 1, "a miss: asked again")
        #expect(isFIFO(entry), "left as it is")
        let cleared = try await runBoxOffice(["cache", "clear"], environment: environment)
        #expect(cleared.status == 0, "\(cleared.stderr)")
        #expect(isFIFO(entry))
    }

    @Test func aFIFOInPlaceOfNotesIsDamagedAndStaysAFIFO() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let notes = folder.path + "/data/boxoffice/notes.json"
        try makeFIFO(notes)
        for arguments in [["note", "list"], ["note", "add", "20230101", "--stars", "3"], ["movie", "20230101"]] {
            let run = try await runBoxOffice(arguments, environment: environment)
            #expect(run.status == 65, "\(arguments): \(run.stderr)")
            #expect(
                run.stderr
                    == "boxoffice: the notes file \(notes) is not a regular file: it was left as it is; move it away\n")
            #expect(isFIFO(notes))
        }
    }

    @Test func aFIFOInPlaceOfTheQuotaLedgerOrConfigIsAConfigurationError() async throws {
        let (standIn, environment, folder) = try setUp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try await runBoxOffice(["daily", "-d", "2023-03-01"], environment: environment)
        #expect(first.status == 0)
        let state = folder.path + "/state/boxoffice"
        let ledger =
            state + "/"
            + (try #require(try FileManager.default.contentsOfDirectory(atPath: state).first { $0.hasPrefix("quota-") }))
        try FileManager.default.removeItem(atPath: ledger)
        try makeFIFO(ledger)
        let before = standIn.requests.count
        for arguments in [["daily", "-d", "2023-03-02"], ["usage"]] {
            let run = try await runBoxOffice(arguments, environment: environment)
            #expect(run.status == 78, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("is not a regular file: it was left as it is"))
        }
        #expect(standIn.requests.count == before, "nothing is sent when requests cannot be counted")
        #expect(isFIFO(ledger))
        let config = folder.path + "/config/boxoffice/Config.plist"
        try makeFIFO(config)
        let run = try await runBoxOffice(
            ["daily", "-d", "2023-03-01"], environment: environment.merging(["KOBIS_API_KEY": ""]) { $1 })
        #expect(run.status == 78, "\(run.stderr)")
        #expect(run.stderr.contains("is not a regular file"))
        #expect(isFIFO(config))
    }

    @Test func outputThroughAFIFOReachesItsReader() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let fifo = folder.path + "/rows.fifo"
        try makeFIFO(fifo)
        let run = try await runScript(
            #"cat "$FIFO" > "$FIFO.got" & reader=$!; "$BOXOFFICE" daily -d 2023-03-01 -f csv -o "$FIFO"; echo "status $?"; wait $reader; cat "$FIFO.got""#,
            environment: environment.merging(["FIFO": fifo]) { $1 })
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "status 0", "\(run.stderr)")
        #expect(
            lines.dropFirst().first?.hasPrefix("date,rank,") == true
                || lines.dropFirst().first?.hasPrefix("rank,") == true)
        #expect(lines.count == 1 + 1 + 4)  // status, header, four films
        #expect(isFIFO(fifo))
    }

    @Test func outputThroughLinksToStdoutReachesStdout() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let plain = try await runBoxOffice(["daily", "-d", "2023-03-01", "-f", "csv"], environment: environment)
        var targets = ["/dev/stdout", "/dev/fd/1"]
        let link = folder.path + "/to-stdout"
        let source = TestPlatform.ownStdoutPath
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: source)
        targets.append(link)
        for target in targets {
            let run = try await runBoxOffice(
                ["daily", "-d", "2023-03-01", "-f", "csv", "-o", target], environment: environment)
            #expect(run.status == 0, "\(target): \(run.stderr)")
            #expect(run.stdout == plain.stdout, "\(target)")
        }
        #expect(isLink(link))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == source)
    }

    @Test func outputThroughASymlinkWritesItsTargetAndKeepsTheLink() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let real = folder.appendingPathComponent("real.csv")
        try Data("old\n".utf8).write(to: real)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: real.path)
        let link = folder.path + "/link.csv"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.csv")  // relative, as ln -s makes them
        let run = try await runBoxOffice(
            ["daily", "-d", "2023-03-01", "-f", "csv", "-o", link], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(isLink(link))
        let written = try String(contentsOf: real, encoding: .utf8)
        #expect(written.split(separator: "\n").count == 1 + 4)  // header and four films
        #expect(written.contains("가상의 영화"))
        let mode = try FileManager.default.attributesOfItem(atPath: real.path)[.posixPermissions] as? Int
        #expect(mode == 0o640, "the file keeps its mode")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
        // A poster goes the same way.
        let posterTarget = folder.appendingPathComponent("poster.jpg")
        try Data().write(to: posterTarget)
        let posterLink = folder.path + "/poster-link.jpg"
        try FileManager.default.createSymbolicLink(atPath: posterLink, withDestinationPath: posterTarget.path)
        let poster = try await runBoxOffice(["poster", "20230101", "-o", posterLink], environment: environment)
        #expect(poster.status == 0, "\(poster.stderr)")
        #expect(isLink(posterLink))
        #expect(try Data(contentsOf: posterTarget).count > 0)
    }

    @Test func aPosterThroughAFIFOReachesItsReader() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let fifo = folder.path + "/poster.fifo"
        try makeFIFO(fifo)
        let run = try await runScript(
            #"cat "$FIFO" > "$FIFO.got" & reader=$!; "$BOXOFFICE" poster 20230101 -o "$FIFO"; echo "status $?"; wait $reader; wc -c < "$FIFO.got""#,
            environment: environment.merging(["FIFO": fifo]) { $1 })
        let lines = run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "status 0", "\(run.stderr)")
        #expect((Int(lines.last ?? "") ?? 0) > 0)
        #expect(isFIFO(fifo))
    }

    /// A device node made in a temporary folder (the same device as /dev/null): written in place, and still a
    /// device afterwards. Making one needs root; elsewhere this is skipped, visibly.
    @Test(
        .enabled(if: TestPlatform.canMakeDevices && TestPlatform.nullDevice != nil, "needs root to make a device node"))
    func outputOntoADeviceLeavesTheDevice() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let device = folder.path + "/null-device"
        #expect(mknod(device, S_IFCHR | 0o666, try #require(TestPlatform.nullDevice)) == 0)
        for arguments in [
            ["daily", "-d", "2023-03-01", "-f", "csv", "-o", device], ["poster", "20230101", "-o", device],
        ] {
            let run = try await runBoxOffice(arguments, environment: environment)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            var info = stat()
            #expect(lstat(device, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "still a character device")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    /// A device whose writes fail: 74, one line, and the device is still there.
    @Test(.enabled(if: TestPlatform.fullDevice != nil, "needs /dev/full"))
    func aWriteErrorOnADeviceIs74() async throws {
        let (standIn, environment, folder) = try setUp()
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let full = try #require(TestPlatform.fullDevice)
        let run = try await runBoxOffice(
            ["daily", "-d", "2023-03-01", "-f", "csv", "-o", full], environment: environment)
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        var info = stat()
        #expect(lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }
}
