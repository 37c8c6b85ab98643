import LayoutDSL

extension Canvas {
    /// Composites a layer with a blend mode (W3C Compositing and Blending Level 1, §5.8–§10,
    /// source-over with the blend function mixed in where both are present:
    /// co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs) on premultiplied colours), or one of the
    /// Porter-Duff and plus operators SwiftUI also offers.
    mutating func composite(_ layer: Canvas, opacity: Double, clip: Clip, mode: BlendMode) {
        guard mode != .normal else { composite(layer, opacity: opacity, clip: clip); return }
        // Porter-Duff modes that act where the layer is absent too (destination-out keeps it,
        // source-atop keeps the backdrop) only need the layer's area: outside it αs = 0, which
        // leaves the backdrop as it is for every mode here.
        let area = layer.bounds.intersection(bounds).intersection(clip.bounds)
        guard !area.isEmpty else { return }
        let fade = Float(min(max(opacity, 0), 1))
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                let source = layer.pixels[(y - layer.bounds.y) * layer.width + x - layer.bounds.x]
                guard source != 0 else { continue }
                var coverage = fade
                if clip.mask != nil { coverage *= Float(clip.coverage(x: x, y: y)) / 255 }
                let index = (y - bounds.y) * width + x - bounds.x
                pixels[index] = BlendFormula.blend(backdrop: pixels[index], source: source, coverage: coverage, mode: mode)
            }
        }
    }
}

/// The blend and compositing formulas on premultiplied 8-bit pixels, in floating point.
enum BlendFormula {
    static func blend(backdrop: UInt32, source: UInt32, coverage: Float, mode: BlendMode) -> UInt32 {
        let b = Pixel(packed: backdrop), s = Pixel(packed: source)
        let ab = Float(b.a) / 255, asrc = Float(s.a) / 255 * coverage
        // Premultiplied colours (source scaled by coverage).
        let cb = [Float(b.r), Float(b.g), Float(b.b)].map { $0 / 255 }
        let cs = [Float(s.r), Float(s.g), Float(s.b)].map { $0 / 255 * coverage }
        var out = [Float](repeating: 0, count: 3), ao: Float
        switch mode {
        case .sourceAtop:
            ao = ab
            for i in 0..<3 { out[i] = cs[i] * ab + cb[i] * (1 - asrc) }
        case .destinationOver:
            ao = ab + asrc * (1 - ab)
            for i in 0..<3 { out[i] = cb[i] + cs[i] * (1 - ab) }
        case .destinationOut:
            ao = ab * (1 - asrc)
            for i in 0..<3 { out[i] = cb[i] * (1 - asrc) }
        case .plusLighter:
            ao = min(ab + asrc, 1)
            for i in 0..<3 { out[i] = min(cb[i] + cs[i], 1) }
        case .plusDarker:
            // Core Graphics: R = max(0, 1 − ((1 − D) + (1 − S))), in premultiplied form.
            ao = min(ab + asrc, 1)
            for i in 0..<3 { out[i] = max(0, ao - ((ab - cb[i]) + (asrc - cs[i]))) }
        default:
            ao = asrc + ab * (1 - asrc)
            // Straight colours for the blend function.
            let ub = cb.map { ab > 0 ? $0 / ab : 0 }, us = cs.map { asrc > 0 ? $0 / asrc : 0 }
            let mixed = function(mode, backdrop: ub, source: us)
            for i in 0..<3 { out[i] = cs[i] * (1 - ab) + cb[i] * (1 - asrc) + asrc * ab * mixed[i] }
        }
        func byte(_ v: Float) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let alpha = byte(ao)
        func channel(_ v: Float) -> UInt32 { min(byte(v), alpha) }
        return channel(out[0]) | channel(out[1]) << 8 | channel(out[2]) << 16 | alpha << 24
    }

    /// B(Cb, Cs) on straight colours.
    static func function(_ mode: BlendMode, backdrop cb: [Float], source cs: [Float]) -> [Float] {
        func separable(_ f: (Float, Float) -> Float) -> [Float] { (0..<3).map { f(cb[$0], cs[$0]) } }
        func multiply(_ b: Float, _ s: Float) -> Float { b * s }
        func screen(_ b: Float, _ s: Float) -> Float { b + s - b * s }
        func hardLight(_ b: Float, _ s: Float) -> Float { s <= 0.5 ? multiply(b, 2 * s) : screen(b, 2 * s - 1) }
        switch mode {
        case .multiply: return separable(multiply)
        case .screen: return separable(screen)
        case .overlay: return separable { b, s in hardLight(s, b) }
        case .darken: return separable(min)
        case .lighten: return separable(max)
        case .colorDodge:
            return separable { b, s in b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s)) }
        case .colorBurn:
            return separable { b, s in b >= 1 ? 1 : s <= 0 ? 0 : 1 - min(1, (1 - b) / s) }
        case .hardLight: return separable(hardLight)
        case .softLight:
            return separable { b, s in
                if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
                let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
                return b + (2 * s - 1) * (d - b)
            }
        case .difference: return separable { abs($0 - $1) }
        case .exclusion: return separable { b, s in b + s - 2 * b * s }
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return cs
        }
    }

    // W3C Compositing §9.1.5, non-separable helpers.
    static func lum(_ c: [Float]) -> Float { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    static func clipColor(_ c: [Float]) -> [Float] {
        let l = lum(c), n = c.min()!, x = c.max()!
        var c = c
        if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return c
    }

    static func setLum(_ c: [Float], _ l: Float) -> [Float] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    static func sat(_ c: [Float]) -> Float { c.max()! - c.min()! }

    static func setSat(_ c: [Float], _ s: Float) -> [Float] {
        let order = c.indices.sorted { c[$0] < c[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        var out: [Float] = [0, 0, 0]
        if c[hi] > c[lo] {
            out[mid] = (c[mid] - c[lo]) * s / (c[hi] - c[lo])
            out[hi] = s
        }
        return out
    }
}
