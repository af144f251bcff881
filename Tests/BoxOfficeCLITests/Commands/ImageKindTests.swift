import Foundation
import Testing

@testable import BoxOfficeCLI

@Suite("ImageKind")
struct ImageKindTests {
    let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0])

    @Test func tellsAnImageByItsFirstBytes() {
        #expect(ImageKind(of: png) == .png)
        #expect(ImageKind(of: jpeg) == .jpeg)
        #expect(ImageKind(of: Data("GIF89a".utf8)) == .gif)
        #expect(ImageKind(of: Data("RIFF\0\0\0\0WEBP".utf8)) == .webp)
        #expect(ImageKind(of: Data("<html>".utf8)) == nil)
    }

    @Test func aFileNamedForAnotherKindIsRefusedAndAnyOtherNameTakesIt() throws {
        #expect(throws: UsageError.self) { try ImageKind.check(png, named: "poster.JPG") }
        #expect(throws: UsageError.self) { try ImageKind.check(jpeg, named: "/tmp/poster.png") }
        try ImageKind.check(png, named: "poster.png")
        try ImageKind.check(jpeg, named: "poster.jpeg")
        try ImageKind.check(png, named: "poster")
        try ImageKind.check(png, named: "poster.img")
        try ImageKind.check(png, named: nil)
    }
}
