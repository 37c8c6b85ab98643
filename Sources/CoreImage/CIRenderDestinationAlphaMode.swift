/// How a render destination stores alpha (iOS SDK, CoreImage's CIRenderDestination.h), with the
/// SDK's raw values.
public enum CIRenderDestinationAlphaMode: UInt, Sendable {
    case none = 0, premultiplied, unpremultiplied
}
