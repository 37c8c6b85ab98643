import LayoutDSL

/// The color of each pixel a fill covers: one color, or a gradient evaluated at the pixel centre.
enum Shader {
    case solid(UInt32)
    case gradient(GradientShader)
    /// A colour computed beforehand for each pixel (a material's tinted backdrop).
    case image(Canvas)
    case mesh(MeshShader)
    case tile(TileShader)

    /// A paint as drawn by a node whose local space maps to pixels by `transform`; gradient unit
    /// points are relative to the node's bounds (`size`), as SwiftUI's are when a gradient fills a view.
    init(_ paint: Paint, size: CGSize, transform: CGAffineTransform, opacity: Float) {
        switch paint.multiplyingOpacity(opacity) {
        case .color(let color): self = .solid(Pixel(color).packed)
        case .linearGradient(let stops, let start, let end):
            self = .gradient(GradientShader(kind: .linear(start.at(size), end.at(size)), stops: stops, transform: transform))
        case .radialGradient(let stops, let center, let r0, let r1):
            self = .gradient(GradientShader(kind: .radial(center.at(size), r0, r1), stops: stops, transform: transform))
        case .angularGradient(let stops, let center, let a0, let a1):
            self = .gradient(GradientShader(kind: .angular(center.at(size), a0.radians, a1.radians), stops: stops, transform: transform))
        case .ellipticalGradient(let stops, let center, let f0, let f1):
            self = .gradient(GradientShader(kind: .elliptical(center.at(size), size, f0, f1), stops: stops, transform: transform))
        case .meshGradient(let mesh):
            self = .mesh(MeshShader(mesh, size: size, transform: transform))
        case .tiledImage(let tile):
            // An image that cannot be decoded paints nothing.
            self = TileShader(tile, transform: transform).map(Shader.tile) ?? .solid(0)
        case .material(let material):
            // With no backdrop to read (the renderer reads it for shapes), a material is its
            // colour over a flat backdrop.
            self = .solid(Pixel(material.flatColor).packed)
        }
    }

    /// The source colour at a pixel.
    @inline(__always)
    func color(x: Int, y: Int) -> UInt32 {
        switch self {
        case .solid(let color): return color
        case .gradient(let gradient): return gradient.color(x: x, y: y)
        case .mesh(let mesh): return mesh.color(x: x, y: y)
        case .tile(let tile): return tile.color(x: x, y: y)
        case .image(let canvas):
            let ix = x - canvas.bounds.x, iy = y - canvas.bounds.y
            guard ix >= 0, iy >= 0, ix < canvas.width, iy < canvas.height else { return 0 }
            return canvas.pixels[iy * canvas.width + ix]
        }
    }

    /// The colours of `count` pixels of row `y` from column `x`, each what `color(x:y:)` gives.
    func shade(row y: Int, from x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        switch self {
        case .gradient(let gradient):
            gradient.shade(row: y, from: x, count: count, into: out)
        case .image(let canvas) where x >= canvas.bounds.x && x + count <= canvas.bounds.maxX
                                   && y >= canvas.bounds.y && y < canvas.bounds.maxY:
            // A row of the image as it is.
            canvas.pixels.withUnsafeBufferPointer { pixels in
                out.update(from: pixels.baseAddress! + ((y - canvas.bounds.y) * canvas.width + x - canvas.bounds.x), count: count)
            }
        default:
            for i in 0..<count { out[i] = color(x: x + i, y: y) }
        }
    }

    var isOpaqueSolid: Bool {
        if case .solid(let c) = self { return c >> 24 == 255 }
        return false
    }
}

private extension UnitPoint {
    func at(_ size: CGSize) -> CGPoint { CGPoint(x: x * size.width, y: y * size.height) }
}
