extension GraphicsContext {
    /// What fills and strokes paint with: SwiftUI's `GraphicsContext.Shading`. Gradient points
    /// are in the user space of the draw; a shape style's unit points (`.style(LinearGradient(…,
    /// startPoint: .top, …))`) span the bounding box of the path it fills, as SwiftUI maps them
    /// to the drawn object's rectangle.
    public struct Shading {
        /// The paint for an object with these bounds in user space, in a canvas of this size
        /// (paints' unit points are relative to the canvas, as the renderer draws them).
        let resolve: (EnvironmentValues, _ bounds: CGRect, _ canvas: CGSize) -> Paint?
        /// Whether this is `.foreground` (text and symbols keep their own colours).
        var isForeground = false
        /// Printed when something is drawn with it: what it does not paint.
        var warning: String?

        public static var foreground: Shading {
            var shading = style(ForegroundStyle()); shading.isForeground = true; return shading
        }

        public static func color(_ color: Color) -> Shading { Shading { environment, _, _ in .color(color.resolve(in: environment)) } }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading { environment, bounds, canvas in style._paint(in: environment).mapping(unitSpaceOf: bounds, into: canvas) }
        }

        /// A mesh gradient (iOS 18), its points in unit space of what it fills, as the style does.
        public static func meshGradient(_ mesh: MeshGradient) -> Shading { style(mesh) }

        /// Several shadings, for symbols with layers; the stand-in symbols have one layer, so
        /// the first is used.
        public static func palette(_ array: [Shading]) -> Shading {
            Shading { environment, bounds, canvas in array.first?.resolve(environment, bounds, canvas) }
        }

        /// The image repeated from `origin` (user space of the draw), each tile the
        /// `sourceRect` part of it (unit rectangle) at `scale` times its size (see `ImagePaint`).
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> Shading {
            Shading { environment, _, _ in
                ImagePaint(image: image, sourceRect: sourceRect, scale: scale).tile(in: environment, origin: origin).map(Paint.tiledImage)
            }
        }

        /// A Metal shader (iOS 17): paints nothing here, with a warning when it would draw (see `Shader`).
        public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Shading {
            var shading = Shading { _, _, _ in nil }
            shading.warning = shader.warning("Shading.shader:")
            return shading
        }

        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { environment, _, canvas in
                .linearGradient(stops: gradient.resolvedStops(in: environment), start: UnitPoint(startPoint, in: canvas),
                                end: UnitPoint(endPoint, in: canvas))
            }
        }

        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading { environment, _, canvas in
                .radialGradient(stops: gradient.resolvedStops(in: environment), center: UnitPoint(center, in: canvas),
                                startRadius: startRadius, endRadius: endRadius)
            }
        }

        /// A full turn of the gradient starting at `angle` (0: the positive x axis), clockwise on screen.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading { environment, _, canvas in
                .angularGradient(stops: gradient.resolvedStops(in: environment), center: UnitPoint(center, in: canvas),
                                 startAngle: angle, endAngle: angle + .degrees(360))
            }
        }
    }

    /// Accepted: gradients here clamp at their ends and interpolate in sRGB.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}

extension UnitPoint {
    /// A point of a canvas as a unit point of its size (a zero size counts as one point).
    init(_ point: CGPoint, in size: CGSize) {
        self.init(x: point.x / max(size.width, .ulpOfOne), y: point.y / max(size.height, .ulpOfOne))
    }
}

extension Paint {
    /// The paint with unit points that spanned `bounds` re-expressed in the unit space of a
    /// canvas of `size`: how a shape style fills a path drawn in a canvas.
    func mapping(unitSpaceOf bounds: CGRect, into size: CGSize) -> Paint {
        func map(_ p: UnitPoint) -> UnitPoint {
            UnitPoint(CGPoint(x: bounds.minX + p.x * bounds.width, y: bounds.minY + p.y * bounds.height), in: size)
        }
        switch self {
        case .linearGradient(let stops, let start, let end): return .linearGradient(stops: stops, start: map(start), end: map(end))
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(stops: stops, center: map(center), startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            return .angularGradient(stops: stops, center: map(center), startAngle: a0, endAngle: a1)
        default: return self
        }
    }
}
