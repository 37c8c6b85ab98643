/// iOS's form: its rows in an inset grouped list, as the Settings app draws them (Apple's
/// `GroupedFormStyle`: "rows in grouped sections"; on iOS the sections are inset grouped).
nonisolated public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        List { configuration.content }.listStyle(.insetGrouped)
    }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
