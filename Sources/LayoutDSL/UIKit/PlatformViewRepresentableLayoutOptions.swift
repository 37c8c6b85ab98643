/// How a representable's platform view takes part in layout (SwiftUI's
/// `_PlatformViewRepresentableLayoutOptions`, the representables' `LayoutOptions`): its raw
/// value only, no option is public.
public struct _PlatformViewRepresentableLayoutOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
}
