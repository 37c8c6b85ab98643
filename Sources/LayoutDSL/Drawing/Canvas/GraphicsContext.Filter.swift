extension GraphicsContext {
    /// A filter for `addFilter(_:options:)`: SwiftUI's `GraphicsContext.Filter`. Colour filters
    /// are colour matrices on straight-alpha sRGB, with the W3C Filter Effects 1 `feColorMatrix`
    /// saturate, hueRotate and luminanceToAlpha matrices (Rec. 709 weights); brightness adds to
    /// each channel and contrast scales around mid-grey, as Apple documents the view modifiers
    /// of the same names.
    public struct Filter {
        let resolve: (EnvironmentValues) -> DisplayFilter
        /// Printed when the filter is added: what it does not draw.
        var warning: String?

        func resolved(in environment: EnvironmentValues) -> DisplayFilter { resolve(environment) }

        /// Any colour matrix, on straight-alpha colours.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
            Filter { _ in .colorMatrix(matrix) }
        }

        /// Gaussian blur; the radius is the standard deviation in points, as for `View.blur`.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter { _ in .blur(radius: max(radius, 0)) }
        }

        /// A drop shadow of what is drawn; the default colour is SwiftUI's (black at 33%).
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter { environment in
                .shadow(Shadow(color: color.resolve(in: environment), radius: max(radius, 0), x: x, y: y),
                        only: options.contains(.shadowOnly), above: options.contains(.shadowAbove),
                        invertsAlpha: options.contains(.invertsAlpha))
            }
        }

        public static func colorMultiply(_ color: Color) -> Filter {
            Filter { environment in colorMatrix(.multiply(color.resolve(in: environment))).resolve(environment) }
        }

        public static func brightness(_ amount: Double) -> Filter { colorMatrix(.brightness(Float(amount))) }

        public static func contrast(_ amount: Double) -> Filter { colorMatrix(.contrast(Float(amount))) }

        /// W3C Filter Effects 1, `feColorMatrix type="saturate"` (see `ColorMatrix.saturation`).
        public static func saturation(_ amount: Double) -> Filter { colorMatrix(.saturation(Float(amount))) }

        public static func grayscale(_ amount: Double) -> Filter { saturation(1 - min(max(amount, 0), 1)) }

        /// W3C Filter Effects 1, `feColorMatrix type="hueRotate"` (see `ColorMatrix.hueRotation`).
        public static func hueRotation(_ angle: Angle) -> Filter { colorMatrix(.hueRotation(angle)) }

        /// Inverts colour by `amount` (1: fully).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = Float(min(max(amount, 0), 1)), d = 1 - 2 * a
            return colorMatrix(ColorMatrix(rows: [[d, 0, 0, 0, a], [0, d, 0, 0, a], [0, 0, d, 0, a], [0, 0, 0, 1, 0]]))
        }

        /// W3C Filter Effects 1, `feColorMatrix type="luminanceToAlpha"`.
        public static var luminanceToAlpha: Filter { colorMatrix(.luminanceToAlpha) }

        /// A projective transform of what is drawn, in the canvas's space (as
        /// `projectionEffect` transforms a view in its own); a matrix that cannot be inverted
        /// draws nothing.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter { _ in .projection(matrix) }
        }

        /// Metal shader filters (iOS 17): accepted, drawing unfiltered, with a warning (see `Shader`).
        public static func colorShader(_ shader: Shader) -> Filter { unsupported(shader, "colorShader filter:") }
        public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
            unsupported(shader, "distortionShader filter:")
        }
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { unsupported(shader, "layerShader filter:") }

        private static func unsupported(_ shader: Shader, _ use: String) -> Filter {
            Filter(resolve: { _ in .blur(radius: 0) }, warning: shader.warning(use))
        }

        /// Pixels whose alpha lies in `min…max` become `color`, the rest transparent.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter { environment in .alphaThreshold(min: min, max: max, color: color.resolve(in: environment)) }
        }
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Colour filters work in linear colour (accepted; filters here work in sRGB).
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let opaque = BlurOptions(rawValue: 2)
        public static let dithersResult = BlurOptions(rawValue: 8)
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow is drawn over the content, inside it (with `invertsAlpha`, an inner shadow).
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Only the shadow is drawn.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// The shadow is cast by the content's transparent part.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}
