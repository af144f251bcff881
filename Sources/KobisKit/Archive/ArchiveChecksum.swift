import Foundation

/// FNV-1a, 64 bits, over a file's bytes: the archive's own checksum (no package), which finds a changed digit in a
/// file that still parses. Not a defence against someone who means harm: it tells damage from the file we wrote.
public enum ArchiveChecksum {
    static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The checksum of `data`.
    public static func of(_ data: Data) -> UInt64 {
        var hash = offset
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* prime
            }
        }
        return hash
    }

    /// The checksum as the manifest writes it: 16 lowercase hex digits.
    public static func text(_ sum: UInt64) -> String {
        let digits = String(sum, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
