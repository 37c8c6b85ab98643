/// The working colour space of `drawingGroup(opaque:colorMode:)`; drawing here is always in
/// non-linear sRGB, 8 bits per channel.
public enum ColorRenderingMode: Equatable, Sendable { case nonLinear, linear, extendedLinear }
