/// A color, resolved against the environment (light or dark) when drawn. A `Color` is also a
/// view that fills the space it is offered (R9) and a shape style.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// sRGB components with straight (not premultiplied) alpha, each 0…1.
    public struct Resolved: Hashable, Sendable, CustomStringConvertible {
        public var red: Float, green: Float, blue: Float, opacity: Float
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
        }
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let (r, g, b) = colorSpace.sRGB(Double(red), Double(green), Double(blue))
            self.init(red: Float(r), green: Float(g), blue: Float(b), opacity: opacity)
        }
        static func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Float = 1) -> Self {
            Self(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, opacity: a)
        }
        public var description: String { "rgba(\(red), \(green), \(blue), \(opacity))" }
    }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Every case but `constant` and `adaptive` is boxed: inline, an adaptive colour's two
    /// components and name made every colour 49 bytes, copied field by field wherever a view
    /// holding one is copied (about 25 copies a row of the benchmark list; callgrind,
    /// Benchmarks.md, the ninth to fourteenth passes). A system colour's variants are held in a word, uncounted (`SystemColorVariants`).
    enum Provider: Hashable, Sendable {
        case constant(Resolved)
        case adaptive(SystemColorVariants)
        indirect case opacity(Color, Double)
        /// A colour set of the asset catalogs (the bundle's first, when one is named), looked up
        /// when resolved in an environment; `fallback` when there is none (else clear: a missing
        /// colour draws nothing).
        indirect case asset(String, bundle: Bundle?, fallback: Color?)
        indirect case mix(Color, Color, Double)
        /// The colour `fraction` of the way to white, its opacity kept.
        indirect case lightened(Color, Double)
        /// A shape style that resolves to a colour (`Color(_:)` of such a style).
        indirect case style(ResolvingStyle)
        /// The colour's linear components times a factor (`exposureAdjust(_:)`).
        indirect case linearScale(Color, Float)
        /// The colour with the HDR headroom it may be drawn with (`headroom(_:)`).
        indirect case headroom(Color, Double?)
    }
    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = colorSpace.sRGB(red, green, blue)
        provider = .constant(Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(opacity)))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        // A hue that is not finite has no place on the circle: it is red (0), as NaN channels are clamped.
        let h = hue.isFinite ? (hue - floor(hue)) * 6 : 0, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let c = v * s, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = v - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (c, x, 0)
        case 1: (x, c, 0)
        case 2: (0, c, x)
        case 3: (0, x, c)
        case 4: (x, 0, c)
        default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    public init(_ resolved: Resolved) { provider = .constant(resolved) }

    /// The color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color { Color(provider: .opacity(self, opacity)) }

    /// The colour `fraction` of the way to `other`, mixed per component in sRGB (iOS 18's
    /// `mix(with:by:in:)`; SwiftUI's default perceptual space is approximated by sRGB, as
    /// gradients here interpolate in sRGB: see `Gradient.ColorSpace`).
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(provider: .mix(self, other, min(max(fraction, 0), 1)))
    }

    public func resolve(in environment: EnvironmentValues) -> Resolved {
        switch provider {
        case .asset(let name, let bundle, let fallback):
            if let asset = environment.imageLoader?.color(named: name, bundle: bundle) {
                if let reference = asset.reference { return reference.resolve(in: environment) }
                return asset.resolved(environment.colorScheme, contrast: environment.colorSchemeContrast)
            }
            if let fallback { return fallback.resolve(in: environment) }
            CurrentHost.warn("no color named '\(name)' in the asset catalogs; it draws nothing")
            CurrentHost.noteMissingAsset("color '\(name)'")
            return Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        case .opacity(let base, let factor):
            var value = base.resolve(in: environment)
            value.opacity *= Float(factor)
            return value
        case .lightened(let base, let fraction):
            return Color(provider: .lightened(Color(base.resolve(in: environment)), fraction))
                .resolve(scheme: environment.colorScheme, design: environment.systemDesign)
        case .style(let style):
            return style.resolve(environment)
        case .linearScale(let base, let factor):
            return base.resolve(in: environment).linearlyScaled(by: factor)
        case .headroom(let base, _):
            return base.resolve(in: environment)
        default:
            return resolve(scheme: environment.colorScheme, design: environment.systemDesign)
        }
    }

    /// A colour set of the asset catalog (`snap render --assets`, or an `.xcassets` beside the
    /// file), in the light or dark appearance; a name no catalog has draws nothing (clear) and
    /// warns, as SwiftUI logs "No color named … found in asset catalog".
    public init(_ name: String, bundle: Bundle? = nil) { provider = .asset(name, bundle: bundle, fallback: nil) }
    /// A colour symbol Xcode generates for an asset catalog's colour set (`Color(.brand)`).
    public init(_ resource: ColorResource) { provider = .asset(resource.name, bundle: resource.bundle, fallback: nil) }

    /// The colour in a scheme and design, without an environment: no asset catalog to look in.
    func resolve(scheme: ColorScheme, design: SystemDesign) -> Resolved {
        switch provider {
        case .constant(let value): return value
        case .adaptive(let variants): return variants.value(scheme, design)
        case .opacity(let base, let factor):
            var value = base.resolve(scheme: scheme, design: design)
            value.opacity *= Float(factor)
            return value
        case .asset(_, _, let fallback):
            // Without an environment there is no catalog to look in.
            return fallback?.resolve(scheme: scheme, design: design) ?? Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        case .mix(let a, let b, let fraction):
            let x = a.resolve(scheme: scheme, design: design), y = b.resolve(scheme: scheme, design: design), f = Float(fraction)
            func mix(_ p: Float, _ q: Float) -> Float { p + (q - p) * f }
            return Resolved(red: mix(x.red, y.red), green: mix(x.green, y.green), blue: mix(x.blue, y.blue),
                            opacity: mix(x.opacity, y.opacity))
        case .lightened(let color, let fraction):
            let x = color.resolve(scheme: scheme, design: design), f = Float(fraction)
            return Resolved(red: x.red + (1 - x.red) * f, green: x.green + (1 - x.green) * f,
                            blue: x.blue + (1 - x.blue) * f, opacity: x.opacity)
        case .style(let style):
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            environment.systemDesign = design
            return style.resolve(environment)
        case .linearScale(let base, let factor):
            return base.resolve(scheme: scheme, design: design).linearlyScaled(by: factor)
        case .headroom(let base, _):
            return base.resolve(scheme: scheme, design: design)
        }
    }

    public var description: String {
        switch provider {
        case .constant(let value): return value.description
        case .adaptive(let variants): return variants.name
        case .opacity(let base, let factor): return "\(base) opacity \(factor)"
        case .asset(let name, _, _): return name
        case .mix(let a, let b, let fraction): return "\(a) mixed with \(b) by \(fraction)"
        case .lightened(let color, let fraction): return "\(color) lightened by \(fraction)"
        case .style(let style): return "\(style.style)"
        case .linearScale(let base, let factor): return "\(base) linearly scaled by \(factor)"
        case .headroom(let base, let headroom): return "\(base) headroom \(headroom.map { "\($0)" } ?? "none")"
        }
    }
}
