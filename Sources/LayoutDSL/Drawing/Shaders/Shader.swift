/// A Metal shader function with its arguments (SwiftUI's `Shader`, iOS 17), for `colorEffect`,
/// `distortionEffect`, `layerEffect`, a `GraphicsContext`'s shader filters and shadings, and as
/// a shape style. Metal shaders cannot run here: the effects leave the view as it is, a shader
/// used as a fill paints nothing, and each use prints a warning naming the function, so a file
/// written for iOS 17 compiles and shows everything but the shader's pixels.
public struct Shader: Equatable, Sendable, ShapeStyle {
    public var function: ShaderFunction
    public var arguments: [Argument]
    /// Accepted (dithering is a GPU output setting).
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) { self.function = function; self.arguments = arguments }

    /// A value passed to the shader function.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Double]), color(Color), colors([Color]), image(Image), data(Data), boundingRect
        }
        let value: Value

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Double(x)])) }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Double(x), Double(y)])) }
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array.map(Double.init))) }
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounds of the view or shape the shader draws, filled in when it draws.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }

    /// What the warning says about a use of this shader.
    func warning(_ use: String) -> String {
        "\(use) shader '\(function.name)' (library \(function.library.origin)) is not drawn: Metal shaders do not run here"
    }

    /// As a fill: nothing (the warning comes from the view that fills with it, when there is one).
    public func _paint(in environment: EnvironmentValues) -> Paint { .color(Color.clear.resolve(in: environment)) }
}
