import LayoutDSL

/// The home indicator of a phone or iPad without a home button: a 134 × 5 pt capsule centred
/// 8 pt above the bottom edge, in the label colour of the scheme (black on light content,
/// white on dark). iOS tints it adaptively against what is under it; drawn as the label
/// colour it matches a light or dark screen. Estimates (Apple's iOS design kits, as
/// remembered: "Home Indicator" 134 × 5, 8 pt from the bottom); the iPad's is drawn the same.
nonisolated struct HomeIndicator: View {
    static let size = CGSize(width: 134, height: 5)
    static let bottomMargin: CGFloat = 8

    var body: some View {
        Capsule()
            .frame(width: Self.size.width, height: Self.size.height)
            .padding(.bottom, Self.bottomMargin)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
    }
}
