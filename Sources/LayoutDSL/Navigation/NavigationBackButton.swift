/// The back button of a pushed screen: a chevron and the previous screen's title ("Back" when
/// it has none), in the tint colour, as UINavigationBar's back item. The chevron is 17 pt
/// semibold at the large symbol scale (about 13×22 pt, UIKit's back indicator), 6 pt from the
/// title (estimated from iOS 17 screenshots). Right to left the chevron points right, as
/// `chevron.backward` does.
struct NavigationBackButton {
    let title: Text?
    let action: () -> Void
}

extension NavigationBackButton {
    func view(showsTitle: Bool) -> some View {
        Button(action: action) {
            HStack(spacing: 6) {
                Image(systemName: "chevron.backward")
                    .font(.system(size: 17, weight: .semibold))
                    .imageScale(.large)
                    .flipsForRightToLeftLayoutDirection(true)
                if showsTitle { (title ?? Text("Back")).lineLimit(1) }
            }
        }
    }

    /// The Liquid Glass design's back button: the chevron alone (iOS 26 shows no back title; its
    /// glass circle is `GlassNavigationBar`'s).
    var chevron: some View {
        Button(action: action) {
            Image(systemName: "chevron.backward")
                .font(.system(size: 17, weight: .semibold))
                .imageScale(.large)
                .flipsForRightToLeftLayoutDirection(true)
        }
    }
}
