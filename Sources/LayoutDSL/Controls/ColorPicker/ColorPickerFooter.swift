/// The colour sheet's footer (the service's `FooterView`): the opacity slider and a divider when
/// the picker supports opacity, then the current colour's swatch and the favourites, 16 points
/// apart; the stack's spacing is 22 points.
///
/// The swatch is the colour on a rounded square (10-point continuous corners) over white with
/// its top-leading half black, so a translucent colour shows on both; a favourite is a 30-point
/// circle drawn the same way, 18 points apart, after the add button (white 0.85 with a bold
/// 17-point plus in 29 % grey). A new install's favourites are black and the Display P3 blue,
/// green, yellow and red an iPhone's display gamut selects. A tap on a favourite picks it.
///
/// Source, iOS 18.2 decompiled (docs/reference/ios-color-picker.md, sections 5 and 6):
/// the stacks, the corner radii, the white-and-black underlay (`ColorWell`: `ZStack { white;
/// Triangle().fill(black); colour }`), `FavoriteColorPickerView`'s 30 and 18, `AddColorCell`'s
/// colours, and the defaults written under "FavoriteColors". The swatch's side (62) is hidden
/// there: an estimate from iOS 17 screenshots.
nonisolated struct ColorPickerFooter: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool

    static let swatchSide: CGFloat = 62
    static let favoriteDiameter: CGFloat = 30
    static let favoriteSpacing: CGFloat = 18
    static let favorites: [Color] = [
        .black,
        Color(.displayP3, red: 0.157, green: 0.373, blue: 0.957),
        Color(.displayP3, red: 0.392, green: 0.769, blue: 0.4),
        Color(.displayP3, red: 0.969, green: 0.808, blue: 0.275),
        Color(.displayP3, red: 0.922, green: 0.302, blue: 0.239),
    ]

    var body: some View {
        VStack(spacing: ColorPickerSheet.footerSpacing) {
            if supportsOpacity {
                ColorPickerChannelSlider(channel: .opacity, selection: selection)
                Divider()
            }
            HStack(alignment: .top, spacing: 16) {
                ColorSwatch(color: selection.wrappedValue, shape: RoundedRectangle(cornerRadius: 10, style: .continuous))
                    .frame(width: Self.swatchSide, height: Self.swatchSide)
                HStack(spacing: Self.favoriteSpacing) {
                    Circle().fill(Color(white: 0.85))
                        .overlay {
                            Image(systemName: "plus").font(.system(size: 17, weight: .bold))
                                .foregroundStyle(Color(red: 0.29, green: 0.29, blue: 0.29))
                        }
                        .frame(width: Self.favoriteDiameter, height: Self.favoriteDiameter)
                    ForEach(Self.favorites.indices, id: \.self) { index in
                        ColorSwatch(color: Self.favorites[index], shape: Circle())
                            .frame(width: Self.favoriteDiameter, height: Self.favoriteDiameter)
                            .onTapGesture { selection.wrappedValue = Self.favorites[index] }
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
    }
}

/// A colour in a shape over white with its top-leading half black (the service's `ColorWell`):
/// an opaque colour hides the underlay, a translucent one shows over both.
nonisolated struct ColorSwatch<S: Shape>: View {
    let color: Color
    let shape: S

    var body: some View {
        ZStack {
            Color.white
            TopLeadingTriangle().fill(Color.black)
            color
        }
        .clipShape(shape)
    }
}

/// The triangle over a rectangle's top-leading half (bottom-leading, top-trailing, top-leading).
nonisolated struct TopLeadingTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
        return path
    }
}
