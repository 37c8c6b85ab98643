import Foundation
import Testing
@testable import Render
import LayoutDSL

/// `iTXt` chunks (PNG specification §11.3.3.4) beside the pixels: written after `IHDR`, read
/// back, replaced by keyword, and invisible to the decoder.
struct PNGTextChunkTests {
    let png: Data = {
        var canvas = Canvas(width: 3, height: 2)
        canvas[1, 1] = Pixel(r: 200, g: 10, b: 30, a: 255)
        return try! PNG.encode(canvas)
    }()

    /// Annex D's CRC: the CRC of the four bytes "IEND" is the one every PNG ends with.
    @Test func crcIsThePNGOne() {
        #expect(PNG.crc32(Data("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func textIsReadBackAndPixelsAreUnchanged() throws {
        let tagged = PNG.addingText("{\"font\":\"Inter — 3.019\"}", keyword: "LayoutDSL provenance", to: png)
        #expect(PNG.text(keyword: "LayoutDSL provenance", in: tagged) == "{\"font\":\"Inter — 3.019\"}")
        #expect(PNG.text(keyword: "other", in: tagged) == nil)
        // The chunk follows IHDR (8-byte signature + 25-byte IHDR): "iTXt" at byte 37.
        #expect(String(decoding: tagged[37..<41], as: UTF8.self) == "iTXt")
        #expect(try PNG.decode(tagged).pixels == PNG.decode(png).pixels)
    }

    @Test func aSecondTextOfTheKeywordReplacesTheFirst() {
        let once = PNG.addingText("one", keyword: "k", to: png)
        let twice = PNG.addingText("two", keyword: "k", to: once)
        #expect(PNG.text(keyword: "k", in: twice) == "two")
        #expect(twice.count == once.count)
    }

    @Test func dataThatIsNotAPNGIsLeftAlone() {
        let bytes = Data("not a png".utf8)
        #expect(PNG.addingText("x", keyword: "k", to: bytes) == bytes)
        #expect(PNG.text(keyword: "k", in: bytes) == nil)
    }
}
