# Homebrew formula for boxoffice: builds from a tagged source tarball with the Swift toolchain and installs the
# man page and the completions. Not yet run on macOS; its syntax is checked by the tests with `ruby -c`.
class Boxoffice < Formula
  desc "Korean box office (KOBIS) in your terminal, for scripts and AI assistants (MCP)"
  homepage "https://github.com/boxoffice-cli/boxoffice"
  url "https://github.com/boxoffice-cli/boxoffice/archive/refs/tags/v1.1.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "MIT"

  depends_on xcode: ["15.0", :build]
  depends_on macos: :ventura

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release"
    bin.install ".build/release/boxoffice"
    (buildpath/"boxoffice.1").write Utils.safe_popen_read(bin/"boxoffice", "manpage")
    man1.install "boxoffice.1"
    generate_completions_from_executable(bin/"boxoffice", "completions", shells: [:bash, :zsh, :fish])
    (share/"boxoffice").mkpath
    (share/"boxoffice/build-info").write "#{version}\ncommit v#{version}\n"
  end

  test do
    assert_match "boxoffice #{version}", shell_output("#{bin}/boxoffice --version")
    assert_match "오펜하이머", shell_output("#{bin}/boxoffice daily --demo -q")
  end
end
