import Foundation

/// Text kept in a PNG beside its pixels: an `iTXt` chunk (PNG specification, third edition,
/// §11.3.3.4: keyword, a null, compression flag and method, an empty language tag and translated
/// keyword, then UTF-8 text), uncompressed. Decoders skip chunks they do not know, and libpng's
/// reader used here ignores it, so an image with text compares by its pixels as any other.
extension PNG {
    /// `png` with an `iTXt` chunk of `keyword` holding `text`, placed right after `IHDR` (a
    /// reader that stops at the first `IDAT` still sees it). An existing chunk of that keyword is
    /// replaced. Data that is not a PNG is returned unchanged.
    public static func addingText(_ text: String, keyword: String, to png: Data) -> Data {
        let chunks = Self.chunks(png)
        guard let header = chunks.first, header.type == "IHDR" else { return png }
        var body = Data(keyword.utf8.prefix(79))
        body.append(contentsOf: [0, 0, 0, 0, 0])
        body.append(Data(text.utf8))
        var result = Data(png.prefix(8))
        result.append(png[header.range])
        result.append(chunk(type: "iTXt", body: body))
        for chunk in chunks.dropFirst() where !(chunk.type == "iTXt" && Self.keyword(of: png[chunk.body]) == keyword) {
            result.append(png[chunk.range])
        }
        return result
    }

    /// The text of the `iTXt` chunk of `keyword` (uncompressed), if the PNG has one.
    public static func text(keyword: String, in png: Data) -> String? {
        for chunk in chunks(png) where chunk.type == "iTXt" {
            let body = png[chunk.body]
            guard Self.keyword(of: body) == keyword else { continue }
            // keyword, null, compression flag and method, language tag + null, translated keyword + null.
            var index = body.startIndex + keyword.utf8.count + 1
            guard index + 2 <= body.endIndex, body[index] == 0 else { return nil }
            index += 2
            for _ in 0..<2 {
                guard let null = body[index...].firstIndex(of: 0) else { return nil }
                index = null + 1
            }
            return String(decoding: body[index...], as: UTF8.self)
        }
        return nil
    }

    /// A chunk's place in the file: the whole chunk (length, type, body, CRC) and its body.
    private struct Chunk {
        let type: String
        let range: Range<Data.Index>
        let body: Range<Data.Index>
    }

    /// The chunks after the signature, up to the first malformed one.
    private static func chunks(_ png: Data) -> [Chunk] {
        let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        guard png.count >= 8, Array(png.prefix(8)) == signature else { return [] }
        var chunks: [Chunk] = []
        var offset = png.startIndex + 8
        while offset + 12 <= png.endIndex {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let bodyStart = offset + 8
            guard length <= png.endIndex - bodyStart - 4 else { break }
            let type = String(decoding: png[offset + 4..<bodyStart], as: UTF8.self)
            chunks.append(Chunk(type: type, range: offset..<bodyStart + length + 4, body: bodyStart..<bodyStart + length))
            offset = bodyStart + length + 4
        }
        return chunks
    }

    private static func keyword(of body: Data) -> String? {
        body.firstIndex(of: 0).map { String(decoding: body[body.startIndex..<$0], as: UTF8.self) }
    }

    /// Length, type, body and the CRC-32 of type and body (PNG specification, §5.3 and Annex D).
    private static func chunk(type: String, body: Data) -> Data {
        var typed = Data(type.utf8)
        typed.append(body)
        var result = Data()
        for shift in stride(from: 24, through: 0, by: -8) { result.append(UInt8(truncatingIfNeeded: body.count >> shift)) }
        result.append(typed)
        let crc = crc32(typed)
        for shift in stride(from: 24, through: 0, by: -8) { result.append(UInt8(truncatingIfNeeded: crc >> UInt32(shift))) }
        return result
    }

    /// The CRC of PNG's Annex D: polynomial 0xEDB88320 (reflected), initial and final XOR all ones.
    static func crc32(_ bytes: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
}
