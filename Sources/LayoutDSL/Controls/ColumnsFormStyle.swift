/// `.columns`: a macOS-first style; on iOS the form's views stack without list chrome,
/// leading-aligned and scrolling, with the standard 16-point margins (estimated: Apple
/// documents the columns layout for macOS only).
nonisolated public struct ColumnsFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ScrollView {
            VStack(alignment: .leading) { configuration.content }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding()
        }
    }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}
