/// How prominent the background behind a view is (Apple's documentation of
/// `BackgroundProminence`, iOS 17): `.increased` where the background is a strong colour, such as
/// a selected list row's, so that views inside can draw in a contrasting style; `.standard`
/// elsewhere. Read and written through `\.backgroundProminence`.
public struct BackgroundProminence: Hashable, Sendable {
    let isIncreased: Bool
    public static let standard = BackgroundProminence(isIncreased: false)
    public static let increased = BackgroundProminence(isIncreased: true)
}

private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }

extension EnvironmentValues {
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] } set { self[BackgroundProminenceKey.self] = newValue }
    }
}
