import LayoutDSL
import Render
import Testing

/// `Image(systemName:)` draws the open icon that stands in for the SF Symbol, sized by the font.
struct SystemSymbolTests {
    /// "arrow.down" is Material Icons' arrow_downward, whose ink spans 85…427 of its 512-unit em
    /// both ways (read with fontTools from the Debian font). The em is 1.2 × the point size, so
    /// at `.body` (17 pt) the image is 342/512 × 20.4 pt square; `.title` at large scale grows it
    /// by 28/17 × 1.29.
    @Test func sizeFollowsTheFontAndTheIconsInk() throws {
        let body = frame(try layout(Image(systemName: "arrow.down").accessibilityIdentifier("s")), "s")
        #expect(abs(body.width - 342.0 / 512 * 20.4) < 1e-9)
        #expect(abs(body.height - 342.0 / 512 * 20.4) < 1e-9)
        let large = frame(try layout(Image(systemName: "arrow.down").imageScale(.large).font(.title).accessibilityIdentifier("s")), "s")
        #expect(abs(large.height - 342.0 / 512 * 28 * 1.2 * 1.29) < 1e-9)
    }

    /// A rotated symbol's transform carries the rotation; its frame is the rotated bounding box.
    @Test func rotation() throws {
        let tree = try layout(Image(systemName: "arrow.down").accessibilityIdentifier("s").rotationEffect(.degrees(90)))
        let node = try #require(tree.node(id: "s"))
        #expect(abs(node.rotationDegrees - 90) < 1e-9)
        #expect(abs(node.frame.width - 342.0 / 512 * 20.4) < 1e-9)
    }

    /// The arrow draws ink; an unknown name draws the placeholder, a font-sized box, instead of crashing.
    @Test func unknownNameDrawsPlaceholder() throws {
        let arrow = try render(Image(systemName: "arrow.down").foregroundColor(.black), width: 20, height: 20)
        #expect(arrow.coveredArea > 10)
        let unknown = try render(Image(systemName: "no.such.symbol").foregroundColor(.black), width: 20, height: 20)
        #expect(unknown.coveredArea > 10)
        let tree = try layout(Image(systemName: "no.such.symbol").accessibilityIdentifier("s"))
        #expect(frame(tree, "s").size == CGSize(width: 17, height: 17))
    }

    /// `.symbolVariant(.fill)` draws "heart.fill"; a variant the symbol lacks falls back to it.
    @Test func variantsPickTheVariantsName() throws {
        let filled = try render(Image(systemName: "heart.fill").foregroundColor(.black), width: 30, height: 30)
        let variant = try render(Image(systemName: "heart").symbolVariant(.fill).foregroundColor(.black), width: 30, height: 30)
        let outline = try render(Image(systemName: "heart").foregroundColor(.black), width: 30, height: 30)
        #expect(variant.pixels == filled.pixels)
        #expect(filled.coveredArea > outline.coveredArea * 1.5)
        // No "magnifyingglass.slash": the base symbol.
        let slash = try render(Image(systemName: "magnifyingglass").symbolVariant(.slash).foregroundColor(.black), width: 30, height: 30)
        let plain = try render(Image(systemName: "magnifyingglass").foregroundColor(.black), width: 30, height: 30)
        #expect(slash.pixels == plain.pixels)
    }

    /// Names of one family that mean different things draw different icons: the larger and
    /// smaller text sizes, and the heart in a square (not the bare heart).
    @Test func familyMembersStayDistinct() throws {
        func draw(_ name: String) throws -> [UInt32] {
            try render(Image(systemName: name).foregroundColor(.black), width: 30, height: 30).pixels
        }
        #expect(try draw("textformat.size.larger") != draw("textformat.size.smaller"))
        #expect(try draw("textformat.size.larger") != draw("textformat.size"))
        #expect(try draw("heart.text.square") != draw("heart"))
        #expect(try draw("heart.text.square") != draw("heart.text.square.fill"))
    }

    /// Heavier fonts draw heavier symbols: the same box, more ink.
    @Test func weightFollowsTheFont() throws {
        func ink(_ weight: Font.Weight) throws -> Double {
            try render(Image(systemName: "checkmark").resizable().frame(width: 40, height: 40).fontWeight(weight)
                .foregroundColor(.black), width: 40, height: 40).coveredArea
        }
        let (light, regular, bold) = (try ink(.light), try ink(.regular), try ink(.bold))
        #expect(light < regular * 0.95)
        #expect(bold > regular * 1.2)
    }

    /// Beside text on a shared first baseline, a symbol is centred on the text's cap height:
    /// its middle sits 1443/2048 × 17 / 2 above the baseline.
    @Test func centredOnTheCapHeight() throws {
        let tree = try layout(HStack(alignment: .firstTextBaseline) {
            Image(systemName: "star.fill").accessibilityIdentifier("s")
            Text("Favorites").accessibilityIdentifier("t")
        })
        let baseline = frame(tree, "t").minY + 17 * 1950.0 / 2048
        #expect(abs(frame(tree, "s").midY - (baseline - 17 * 1443.0 / 2048 / 2)) < 1e-9)
    }

    /// Names added from public code, each mapped to the icon reviewed for it (sf-symbols.txt): the
    /// font and code point, and that the glyph draws.
    @Test func everydayNames() throws {
        let expected: [(String, SystemSymbol.IconFont, UInt32)] = [
            ("tshirt", .materialDesignIcons, 0xF53F), ("waterbottle", .materialIcons, 0xE544), ("atom", .materialIcons, 0xEA4B),
            ("flask", .materialDesignIcons, 0xF096), ("flask.fill", .materialDesignIcons, 0xF093),
            ("bell.circle.fill", .materialIcons, 0xE994), ("dice", .materialIcons, 0xEB40),
        ]
        for (name, font, codepoint) in expected {
            let symbol = try #require(SystemSymbol.named(name), "\(name)")
            #expect(symbol.font == font && symbol.codepoint == codepoint, "\(name)")
        }
        #expect(SystemSymbol.named("shoe")?.font == .drawn)
        let tshirt = try render(Image(systemName: "tshirt").foregroundColor(.black), width: 30, height: 30)
        #expect(tshirt.coveredArea > 50)
    }

    /// Names public SwiftUI code uses that the table once lacked (sf-symbols.txt's survey section),
    /// including SF Symbols 6's renames: each maps to the icon reviewed for it and draws as a
    /// symbol, not the missing-symbol placeholder.
    @Test func namesFoundInPublicCode() throws {
        let expected: [(String, SystemSymbol.IconFont, UInt32)] = [
            ("suitcase", .materialIcons, 0xF235), ("apple.logo", .materialDesignIcons, 0xF035),
            ("arrow.2.squarepath", .materialIcons, 0xE040), ("suit.heart.fill", .materialIcons, 0xE87D),
            ("person.badge.key.fill", .materialDesignIcons, 0xF00B), ("1.square.fill", .materialDesignIcons, 0xF3A4),
            ("document.on.document", .materialIcons, 0xE14D), ("arrow.trianglehead.2.clockwise.rotate.90", .materialIcons, 0xE627),
        ]
        for (name, font, codepoint) in expected {
            let symbol = try #require(SystemSymbol.named(name), "\(name)")
            #expect(symbol.font == font && symbol.codepoint == codepoint, "\(name)")
            let tree = try layout(Image(systemName: name))
            #expect(tree.allNodes.contains { $0.type == name }, "\(name) draws the placeholder")
        }
        // No open icon of an airplane in a disc: the table has none (`SymbolFallback` composes one).
        #expect(SystemSymbol.named("airplane.circle.fill") == nil)
        let suitcase = try render(Image(systemName: "suitcase").foregroundColor(.black), width: 30, height: 30)
        #expect(suitcase.coveredArea > 50)
    }

    /// A `.circle`/`.square` form without a glyph is composed from its base glyph: a filled disc
    /// with the airplane knocked out (its centre clear, the disc's edge painted), a ring with the
    /// glyph inside; other names draw their family's glyph; a name without family, the placeholder.
    @Test func unmappedNamesDrawTheirFamily() throws {
        let airplane = try #require(SymbolFallback(name: "airplane.circle.fill"))
        #expect(airplane.base == "airplane" && airplane.enclosure?.filled == true && airplane.enclosure?.shape == .circle)
        #expect(SymbolFallback(name: "textformat.size.smaller")?.base == "textformat.size")
        #expect(SymbolFallback(name: "textformat.size.smaller")?.enclosure == nil)
        #expect(SymbolFallback(name: "nothing.like.this") == nil)
        let tree = try layout(Image(systemName: "airplane.circle.fill").font(.system(size: 40)))
        let node = try #require(tree.allNodes.first { $0.type == "airplane.circle.fill" })
        let canvas = try render(Image(systemName: "airplane.circle.fill").font(.system(size: 40)).foregroundColor(.black),
                                width: node.frame.width, height: node.frame.height)
        let (w, h) = (canvas.width, canvas.height)
        #expect(canvas.alpha(w / 2, h / 8) == 255)        // the disc above the airplane
        #expect(canvas.alpha(w / 2, h / 2) == 0)          // the airplane's body, knocked out
        let ring = try render(Image(systemName: "airplane.circle").font(.system(size: 40)).foregroundColor(.black),
                              width: node.frame.width, height: node.frame.height)
        #expect(ring.alpha(w / 2, h / 2) == 255 && ring.alpha(w / 2, h / 5) == 0)
    }

    /// The outline form of an enclosed symbol the table lists filled (`ellipsis.circle` of
    /// `ellipsis.circle.fill`, the toolbar's "more" button) is the base glyph in a ring, as SF
    /// draws it, not the filled disc: far less ink; by name or by `.symbolVariant(.circle)`, named as asked.
    @Test func outlineEnclosuresOfListedSymbolsAreRings() throws {
        #expect(SystemSymbol.named("ellipsis.circle") == nil && SystemSymbol.named("ellipsis.circle.fill") != nil)
        #expect(SymbolFallback(name: "ellipsis.circle")?.isOutlineOfListedSymbol("ellipsis.circle") == true)
        #expect(SymbolFallback(name: "airplane.circle")?.isOutlineOfListedSymbol("airplane.circle") == false)
        func draw(_ image: some View) throws -> Canvas {
            try render(image.font(.system(size: 40)).foregroundColor(.black), width: 48, height: 48)
        }
        let ring = try draw(Image(systemName: "ellipsis.circle"))
        let disc = try draw(Image(systemName: "ellipsis.circle.fill"))
        #expect(disc.coveredArea > ring.coveredArea * 2, "\(disc.coveredArea) against \(ring.coveredArea)")
        #expect(try draw(Image(systemName: "ellipsis").symbolVariant(.circle)).pixels == ring.pixels)
        #expect(try layout(Image(systemName: "ellipsis.circle")).allNodes.contains { $0.type == "ellipsis.circle" })
    }

    /// An outline form the fonts have only filled (`house` of Material's filled `home`) is drawn
    /// from it: every contour stroked 2/24 em inside, so the house is clear inside where
    /// `house.fill` is inked, and inked only where the filled house is; forms with an outline
    /// icon of their own (`heart`) are drawn from that.
    @Test func outlineFormsAreDrawnFromTheFilledIcon() throws {
        #expect(SystemSymbol.named("house")?.outlinedFromFill == true && SystemSymbol.named("house.fill")?.outlinedFromFill == false)
        #expect(SystemSymbol.named("heart")?.outlinedFromFill == false)
        func draw(_ name: String, weight: Font.Weight = .regular) throws -> Canvas {
            try render(Image(systemName: name).font(.system(size: 48, weight: weight)).foregroundColor(.black)
                        .frame(width: 64, height: 64), width: 64, height: 64)
        }
        let outline = try draw("house"), filled = try draw("house.fill")
        let hollow = zip(outline.pixels, filled.pixels).filter { $0 >> 24 == 0 && $1 >> 24 == 255 }.count
        #expect(hollow > 200, "pixels inked in house.fill and clear in house: \(hollow)")
        #expect(outline.coveredArea < filled.coveredArea * 0.8, "\(outline.coveredArea) against \(filled.coveredArea)")
        // Every inked pixel of the outline is inside the filled glyph.
        #expect(zip(outline.pixels, filled.pixels).allSatisfy { $0 >> 24 <= ($1 >> 24) + 1 })
        #expect(try draw("house", weight: .bold).coveredArea > outline.coveredArea * 1.2)
    }

    /// Every name in the table has a glyph in the installed icon fonts.
    @Test func everyNameHasAnOutline() {
        let missing = SystemSymbol.names.filter { name in
            SystemSymbol.named(name).flatMap { PNGImageLoader.shared.symbolOutline($0, weight: .regular) } == nil
        }
        #expect(SystemSymbol.names.count >= 600)
        #expect(missing == [])
    }
}

/// The names neither icon font has, drawn as this project's own line art (`DrawnSymbol`).
struct DrawnSymbolTests {
    /// The symbol drawn at 40 points in black, in a canvas its ink box's size.
    private func draw(_ name: String, weight: Font.Weight = .regular) throws -> Canvas {
        let image = Image(systemName: name).font(.system(size: 40, weight: weight)).foregroundColor(.black)
        let node = try #require(try layout(image).allNodes.first { $0.type == name }, "\(name) draws the placeholder")
        return try render(image, width: node.frame.width, height: node.frame.height)
    }

    /// Each draws as its own name, not the placeholder. The outline forms are strokes: the shoe's
    /// body (12, 13.5 on the grid) is clear inside the outline and inked in the filled form, whose
    /// sole's groove (y 15.5) is cut; the tray is clear inside its box and inked on its front's
    /// line; a heavier weight draws more ink.
    @Test func drawnNames() throws {
        for name in DrawnSymbol.names { #expect(SystemSymbol.named(name)?.font == .drawn, "\(name)") }
        #expect(SystemSymbol.named("tray.fill")?.font == .materialIcons)
        let shoe = try draw("shoe"), filled = try draw("shoe.fill")
        func at(_ canvas: Canvas, _ x: CGFloat, _ y: CGFloat) -> UInt8 {
            canvas.alpha(Int(x * CGFloat(canvas.width)), Int(y * CGFloat(canvas.height)))
        }
        // Ink boxes: the outline's grows by half the 1.8-unit stroke on each side.
        #expect(at(shoe, (12 - 1.1) / 21.8, (13.5 - 6.1) / 13.3) == 0)
        #expect(at(filled, (12 - 2) / 20.1, (13.5 - 7) / 11.5) == 255)
        #expect(at(filled, (12 - 2) / 20.1, (15.5 - 7) / 11.5) < 128)
        let tray = try draw("tray")
        #expect(at(tray, 0.5, (9 - 5.1) / 14.8) == 0 && at(tray, 0.5, (15 - 5.1) / 14.8) == 255)
        #expect(try draw("shoe", weight: .bold).coveredArea > shoe.coveredArea * 1.3)
        #expect(try draw("shoe.2.fill").coveredArea > 0)
        #expect(DrawnSymbol.outline(UInt32(DrawnSymbol.names.count), weight: .regular) == nil)
    }
}
