/// The style a button takes when none is set: on iOS the borderless one (fivestars.blog, "Exploring SwiftUI's Button styles").
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { systemBody(.borderless, configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
