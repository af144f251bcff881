import Foundation
import Testing

/// Scripts/install, Scripts/package and the Homebrew formula, end to end with the built binary (CI also runs
/// the install script with its own build).
@Suite("installing: Scripts/install, Scripts/package, Homebrew")
struct InstallTests {
    static let install = Paths.root.appendingPathComponent("Scripts/install").path
    static let package = Paths.root.appendingPathComponent("Scripts/package").path

    func shell(_ script: String, _ environment: [String: String] = [:]) async throws -> RunResult {
        try await runScript(
            script,
            environment: environment.merging([
                "INSTALL": InstallTests.install, "PACKAGE": InstallTests.package,
                "PATH": "/usr/bin:/bin:/usr/local/bin",
            ]) { $1 })
    }

    @Test func installsEverythingInOneStepAndUninstallsExactlyThat() async throws {
        let prefix = temporaryFolder("prefix")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let environment = ["P": prefix.path]
        let first = try await shell(#""$INSTALL" --prefix "$P" --binary "$BOXOFFICE""#, environment)
        #expect(first.status == 0, "\(first.stderr)")
        for file in [
            "bin/boxoffice", "share/man/man1/boxoffice.1", "share/bash-completion/completions/boxoffice",
            "share/zsh/site-functions/_boxoffice", "share/fish/vendor_completions.d/boxoffice.fish",
            "share/boxoffice/build-info",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.path + "/" + file), "\(file)")
        }
        // The installed binary goes without the build's debug information.
        let built = try FileManager.default.attributesOfItem(atPath: Paths.binary)[.size] as? Int ?? 0
        let installed = try FileManager.default.attributesOfItem(atPath: prefix.path + "/bin/boxoffice")[.size] as? Int
        #expect(
            (installed ?? .max) < built / 10 * 9,
            "installed \(installed ?? 0) bytes of the built \(built): not stripped")
        let again = try await shell(#""$INSTALL" --prefix "$P" --binary "$BOXOFFICE""#, environment)
        #expect(again.status == 0, "idempotent: \(again.stderr)")
        let run = try await shell(
            #"PATH="$P/bin:$PATH" boxoffice daily --demo -q && PATH="$P/bin:$PATH" boxoffice --version"#, environment)
        #expect(run.status == 0 && run.stdout.contains("오펜하이머"), "\(run.stderr)")
        #expect(
            run.stdout.contains(
                "boxoffice \(try await runBoxOffice(["--version"]).stdout.split(separator: " ")[1].prefix { $0 != "\n" } )"
            ))
        #expect(run.stdout.contains("(commit "), "the install records the commit: \(run.stdout)")
        let completes = try await shell(
            #"source "$P/share/bash-completion/completions/boxoffice"; COMP_WORDS=(boxoffice we); COMP_CWORD=1; _boxoffice; echo "${COMPREPLY[*]}""#,
            environment)
        #expect(completes.stdout == "weekly\n", "\(completes.stderr)")
        if TestPlatform.tool("man") != nil {
            let page = try await shell(#"MANPAGER=cat man -M "$P/share/man" boxoffice | head -n 5"#, environment)
            #expect(page.stdout.contains("boxoffice"), "\(page.stderr)")
        }
        let removed = try await shell(#""$INSTALL" --prefix "$P" --uninstall"#, environment)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: prefix.path).isEmpty,
            "the prefix is left as it was found")
        #expect(try await shell(#""$INSTALL" --prefix "$P" --uninstall"#, environment).status == 66)
    }

    @Test func aPackageIsReproducibleAndItsBinaryRunsFromTheUnpackedFolder() async throws {
        let folder = temporaryFolder("package")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["OUT": folder.path]
        let made = try await shell(
            #"python3 "$PACKAGE" --binary "$BOXOFFICE" --out "$OUT/a" && python3 "$PACKAGE" --binary "$BOXOFFICE" --out "$OUT/b""#,
            environment)
        #expect(made.status == 0, "\(made.stderr)")
        let tarballs = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/a").filter {
            $0.hasSuffix(".tar.gz")
        }
        let name = try #require(tarballs.first)
        #expect(name.hasPrefix("boxoffice-") && name.contains("-linux-") || name.contains("-macos-"))
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: folder.path + "/a/" + name))
                == Data(contentsOf: URL(fileURLWithPath: folder.path + "/b/" + name)),
            "two packages of one commit are the same bytes")
        let check = try await shell(
            #"cd "$OUT/a" && python3 -c "import hashlib,sys; d,n=open(sys.argv[1]+'.sha256').read().split(); sys.exit(0 if hashlib.sha256(open(n,'rb').read()).hexdigest()==d and n==sys.argv[1] else 1)" "\#(name)""#,
            environment)
        #expect(check.status == 0, "the .sha256 matches")
        let unpacked = try await shell(
            #"cd "$OUT" && mkdir x && tar -xzf "a/\#(name)" -C x && cd x/* && ls share/man/man1 bin INSTALL README.md >/dev/null && ./bin/boxoffice daily --demo -q | head -n 1"#,
            environment)
        #expect(unpacked.status == 0, "\(unpacked.stderr)")
        #expect(unpacked.stdout.hasPrefix("일별 박스오피스"))
    }

    @Test(.enabled(if: TestPlatform.tool("ruby") != nil, "needs ruby to check the Homebrew formula's syntax"))
    func theHomebrewFormulaParses() async throws {
        let ruby = try #require(TestPlatform.tool("ruby"))
        let run = try await shell(
            ruby + " -c " + Paths.root.appendingPathComponent("Scripts/homebrew/boxoffice.rb").path)
        #expect(run.status == 0 && run.stdout.contains("Syntax OK"), "\(run.stderr)")
    }
}
