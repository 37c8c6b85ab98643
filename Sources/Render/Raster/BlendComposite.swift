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

/// The blend and compositing formulas on premultiplied 8-bit pixels, in floating point, the
/// three colour channels as one `SIMD3` (no array per pixel).
enum BlendFormula {
    static func blend(backdrop: UInt32, source: UInt32, coverage: Float, mode: BlendMode) -> UInt32 {
        let b = Pixel(packed: backdrop), s = Pixel(packed: source)
        let ab = Float(b.a) / 255, asrc = Float(s.a) / 255 * coverage
        // Premultiplied colours (source scaled by coverage).
        let cb = SIMD3(Float(b.r), Float(b.g), Float(b.b)) / 255
        let cs = SIMD3(Float(s.r), Float(s.g), Float(s.b)) / 255 * coverage
        let out: SIMD3<Float>, ao: Float
        switch mode {
        case .sourceAtop:
            ao = ab
            out = cs * ab + cb * (1 - asrc)
        case .destinationOver:
            ao = ab + asrc * (1 - ab)
            out = cb + cs * (1 - ab)
        case .destinationOut:
            ao = ab * (1 - asrc)
            out = cb * (1 - asrc)
        case .plusLighter:
            ao = min(ab + asrc, 1)
            out = pointwiseMin(cb + cs, SIMD3(repeating: 1))
        case .plusDarker:
            // Core Graphics: R = max(0, 1 − ((1 − D) + (1 − S))), in premultiplied form.
            ao = min(ab + asrc, 1)
            out = pointwiseMax(SIMD3(repeating: 0), ao - ((ab - cb) + (asrc - cs)))
        default:
            ao = asrc + ab * (1 - asrc)
            // Straight colours for the blend function.
            let ub = ab > 0 ? cb / ab : .zero, us = asrc > 0 ? cs / asrc : .zero
            let mixed = function(mode, backdrop: ub, source: us)
            out = cs * (1 - ab) + cb * (1 - asrc) + asrc * ab * mixed
        }
        func byte(_ v: Float) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let alpha = byte(ao)
        func channel(_ v: Float) -> UInt32 { min(byte(v), alpha) }
        return channel(out.x) | channel(out.y) << 8 | channel(out.z) << 16 | alpha << 24
    }

    /// B(Cb, Cs) on straight colours.
    static func function(_ mode: BlendMode, backdrop cb: SIMD3<Float>, source cs: SIMD3<Float>) -> SIMD3<Float> {
        func separable(_ f: (Float, Float) -> Float) -> SIMD3<Float> { SIMD3(f(cb.x, cs.x), f(cb.y, cs.y), f(cb.z, cs.z)) }
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
    static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c), n = c.min(), x = c.max()
        var c = c
        if n < 0 { c = l + (c - l) * l / (l - n) }
        if x > 1 { c = l + (c - l) * (1 - l) / (x - l) }
        return c
    }

    static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        let d = l - lum(c)
        return clipColor(c + d)
    }

    static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        // Indices of the smallest, middle and largest channel (ties keep index order).
        var (lo, mid, hi) = (0, 1, 2)
        if c[mid] < c[lo] { swap(&lo, &mid) }
        if c[hi] < c[mid] { swap(&mid, &hi) }
        if c[mid] < c[lo] { swap(&lo, &mid) }
        var out = SIMD3<Float>.zero
        if c[hi] > c[lo] {
            out[mid] = (c[mid] - c[lo]) * s / (c[hi] - c[lo])
            out[hi] = s
        }
        return out
    }
}
