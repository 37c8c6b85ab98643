/// How a painting combines with what is already drawn (Apple's documentation of `CGBlendMode`):
/// the PDF blend modes, then the Porter-Duff ones, numbered as Core Graphics numbers them (SwiftUI's
/// `GraphicsContext.BlendMode` shares the numbers). A `CGContext` records the mode with each painting.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity,
         clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop,
         xor, plusDarker, plusLighter
}
