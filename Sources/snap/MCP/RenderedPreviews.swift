import Foundation
import SnapRuntime

/// What one `snap render FILE.swift` wrote, preview by preview, in the order it rendered them:
/// each preview's frames (its PNGs, `<preview>@<scale>x_<frame>.png`, `RenderChanges.preview`)
/// and its part of the `--layout-json-compact` file (`GalleryCommand.previews`).
struct RenderedPreviews {
    struct Frame: Equatable {
        /// The PNG's file name.
        let name: String
        let width: Int, height: Int
        let png: Data
    }

    struct Preview: Equatable {
        let name: String
        let frames: [Frame]
        /// The preview's laid-out frames as one line of JSON.
        let layout: String
    }

    let previews: [Preview]
    /// The file's name without `.swift`: the first part of its previews' names.
    let stem: String

    init(out: URL, layoutJSON: URL, file: URL) throws {
        stem = file.deletingPathExtension().lastPathComponent
        let pngs = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".png") }.sorted()
        previews = try GalleryCommand.previews(inLayoutJSON: layoutJSON, folder: out).map { name, json in
            let frames = try pngs.filter { RenderChanges.preview($0) == name }.map { png in
                let data = try Data(contentsOf: out.appendingPathComponent(png))
                let (width, height) = Self.size(ofPNG: data)
                return Frame(name: png, width: width, height: height, png: data)
            }
            let layout = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .withoutEscapingSlashes])
            return Preview(name: name, frames: frames, layout: String(decoding: layout, as: UTF8.self))
        }
    }

    /// The previews `choice` names (all when nil); a name or place no preview has is an error listing theirs.
    func choose(_ choice: PreviewChoice?) throws -> [Preview] {
        let names = previews.map(\.name).joined(separator: ", ")
        switch choice {
        case nil:
            return previews
        case .position(let place):
            guard place <= previews.count else {
                throw ToolFailure("\(stem).swift has \(previews.count) preview\(previews.count == 1 ? "" : "s"), not \(place): \(names)")
            }
            return [previews[place - 1]]
        case .name(let wanted):
            let part = PreviewFileName.part(wanted)
            let matching = previews.filter { preview in
                let own = PreviewSubjects.part(preview.name, file: stem)
                return preview.name == wanted || own == wanted || (part != nil && own == part)
            }
            guard let first = matching.first else { throw ToolFailure("\(stem).swift has no preview named '\(wanted)': \(names)") }
            return [first]
        }
    }

    /// Width and height from a PNG's header (IHDR, bytes 16 to 23, big-endian), without decoding its pixels.
    static func size(ofPNG data: Data) -> (Int, Int) {
        guard data.count >= 24 else { return (0, 0) }
        let bytes = [UInt8](data.prefix(24))
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
