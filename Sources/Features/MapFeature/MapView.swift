import Entities
import Foundation
import Localization
import MapCore
import TerminalKit
import Widgets

/// Draws the map screen from its state. The layout is computed separately because the view model
/// needs the map area's size (the projection depends on it) before the state can be drawn.
public enum MapView {
    public struct Layout: Equatable, Sendable {
        /// The cells the dots are drawn in; the viewport has exactly this size.
        public var map: Rect
        public var header: Rect?
        public var legend: Rect?
        public var nearest: Rect?
        public var summary: Rect?
    }

    /// Wide terminals get the nearest list and the summary at the side, others below the map, and
    /// very small ones only the map.
    public static func layout(_ rect: Rect) -> Layout {
        var content = rect
        var nearest: Rect?
        var summary: Rect?
        if rect.width >= 100 {
            let (left, side) = rect.splitRight(38)
            content = left
            let listHeight = min(MapViewModel.nearestLimit + 2, max(3, side.height - 9))
            let (top, bottom) = side.splitTop(listHeight)
            nearest = top
            summary = bottom.height >= 3 ? bottom : nil
        } else if rect.height >= 18 {
            let (top, bottom) = rect.splitBottom(9)
            content = top
            let (list, right) = bottom.splitRight(bottom.width / 2)
            nearest = list
            summary = right
        }
        var header: Rect?
        var legend: Rect?
        if content.height >= 10 {
            let (top, rest) = content.splitTop(1)
            header = top
            content = rest
        }
        if content.height >= 14 {
            let (rest, bottom) = content.splitBottom(1)
            legend = bottom
            content = rest
        }
        return Layout(map: content, header: header, legend: legend, nearest: nearest, summary: summary)
    }

    public static func render(_ state: MapViewState, layout: Layout, on canvas: inout Canvas) {
        if let nearest = layout.nearest { renderNearest(state, in: nearest, on: &canvas) }
        switch state.phase {
        case .loading(let text):
            Messages.centered([text], style: .muted, in: layout.map, on: &canvas)
            return
        case .failed(let text):
            Messages.centered([MapText.cannotShow.text, text], style: .error, in: layout.map, on: &canvas)
            return
        case .ready:
            break
        }
        if let header = layout.header { renderHeader(state, in: header, on: &canvas) }
        if let legend = layout.legend { renderLegend(in: legend, on: &canvas) }
        renderMap(state, in: layout.map, on: &canvas)
    }

    // MARK: The map

    static let borderStyle = Style(.border, dim: true)
    static let crosshairStyle = Style(.accent, bold: true)
    static let focusStyle = Style(.highlight, bold: true, reverse: true)

    /// Cell by cell with `fill`, which skips the text sanitising `put` does: every glyph here is a
    /// known one-cell character, and a 120×40 frame has thousands of them.
    public static func renderMap(_ state: MapViewState, in rect: Rect, on canvas: inout Canvas) {
        let ascii = canvas.asciiOnly
        let width = min(rect.width, state.coast.widthCells)
        let height = min(rect.height, state.coast.heightCells)
        for y in 0..<height {
            for x in 0..<width {
                let coast = state.coast.pattern(cellX: x, cellY: y)
                let border = state.borders?.pattern(cellX: x, cellY: y) ?? 0
                guard coast | border != 0 else { continue }
                let glyph = BrailleCanvas.glyph(pattern: coast | border, ascii: ascii)
                canvas.fill(Rect(x: rect.x + x, y: rect.y + y, width: 1, height: 1), with: glyph,
                            style: coast != 0 ? .normal : borderStyle)
            }
        }
        // The crosshair: a mark at the centre, which a marker there covers, and ticks on the four
        // edges, which nothing covers, so the centre can always be found.
        if let centre = state.viewport.cell(for: state.viewport.center), centre.x < width, centre.y < height {
            let ascii = asciiMarks(on: canvas)
            let ticks: [(Int, Int, Character)] = [
                (centre.x, centre.y, ascii ? "+" : "┼"),
                (centre.x, 0, ascii ? "v" : "┬"), (centre.x, height - 1, ascii ? "^" : "┴"),
                (0, centre.y, ascii ? ">" : "├"), (width - 1, centre.y, ascii ? "<" : "┤"),
            ]
            for (x, y, glyph) in ticks {
                canvas.fill(Rect(x: rect.x + x, y: rect.y + y, width: 1, height: 1), with: glyph, style: crosshairStyle)
            }
        }
        for marker in state.markers where marker.x < width && marker.y < height {
            let cell = Rect(x: rect.x + marker.x, y: rect.y + marker.y, width: 1, height: 1)
            let dots = state.coast.pattern(cellX: marker.x, cellY: marker.y) | (state.borders?.pattern(cellX: marker.x, cellY: marker.y) ?? 0)
            if case .cluster = marker.kind, dots != 0 {
                // A shade never hides the coastline (at all-Japan zoom nearly every coastal cell holds
                // some onsen): the dots stay and take the marker colour instead.
                canvas.fill(cell, with: BrailleCanvas.glyph(pattern: dots, ascii: ascii), style: style(for: marker.kind))
            } else {
                canvas.fill(cell, with: glyph(for: marker.kind, ascii: ascii), style: style(for: marker.kind))
            }
        }
        if let journey = state.journey { renderJourney(journey, state: state, in: rect, width: width, height: height, on: &canvas) }
        if state.journey == nil, let cell = state.focusCell, cell.x < width, cell.y < height {
            canvas.fill(Rect(x: rect.x + cell.x, y: rect.y + cell.y, width: 1, height: 1),
                        with: asciiMarks(on: canvas) ? "@" : "◉", style: focusStyle)
        }
    }

    static let routeStyle = Style(.accent, bold: true)
    static let legStyle = Style(.highlight, bold: true)
    static let stopStyle = Style(.title, bold: true, reverse: true)

    /// A plan's route (its focused leg brighter) and the numbered stops over the map: drawn last,
    /// so nothing covers them. A number is its own text, one cell per digit.
    static func renderJourney(_ journey: JourneyLayer, state: MapViewState, in rect: Rect, width: Int, height: Int, on canvas: inout Canvas) {
        let ascii = canvas.asciiOnly
        if let route = journey.route {
            let leg = journey.leg
            for y in 0..<height {
                for x in 0..<width {
                    let path = route.pattern(cellX: x, cellY: y)
                    guard path != 0 else { continue }
                    let highlighted = leg?.pattern(cellX: x, cellY: y) ?? 0
                    let glyph = BrailleCanvas.glyph(pattern: highlighted != 0 ? highlighted : path, ascii: ascii)
                    canvas.fill(Rect(x: rect.x + x, y: rect.y + y, width: 1, height: 1), with: glyph,
                                style: highlighted != 0 ? legStyle : routeStyle)
                }
            }
        }
        for marker in journey.markers where marker.x < width && marker.y < height {
            let style: Style = marker.isFocused ? focusStyle : (marker.isDone ? Style(.favorite, bold: true, reverse: true) : stopStyle)
            // The number replaces what was in its cells (a marker, the route), as the focus mark
            // does: it is filled in, not written over text.
            let label = marker.label.count <= max(1, width - marker.x) ? marker.label : String(marker.label.suffix(1))
            for (offset, digit) in label.enumerated() {
                canvas.fill(Rect(x: rect.x + marker.x + offset, y: rect.y + marker.y, width: 1, height: 1), with: digit, style: style)
            }
        }
    }

    /// Shades darken with the count (ASCII shows the count itself up to 9), so where the onsen are
    /// dense reads at a glance at low zoom.
    public static func glyph(for kind: MapMarker.Kind, ascii: Bool) -> Character {
        // A marker takes one cell; • ♥ and the shades are ambiguous-width, two cells when wide.
        let ascii = ascii || AmbiguousWidth.current == .wide
        switch kind {
        case .area: return ascii ? "o" : "•"
        case .coupon: return ascii ? "$" : "¥"
        case .favorite: return ascii ? "*" : "♥"
        case .cluster(let count):
            if ascii { return count < 10 ? Character(String(count)) : "#" }
            switch count {
            case ..<4: return "░"
            case ..<10: return "▒"
            case ..<30: return "▓"
            default: return "█"
            }
        }
    }

    static func style(for kind: MapMarker.Kind) -> Style {
        switch kind {
        case .area, .cluster: Style(.accent)
        case .coupon: Style(.sample, bold: true)
        case .favorite: Style(.favorite, bold: true)
        }
    }

    static func renderHeader(_ state: MapViewState, in rect: Rect, on canvas: inout Canvas) {
        let viewport = state.viewport
        let visible = viewport.visibleBounds
        let middle = (visible.minLat + visible.maxLat) / 2
        let across = GeoPoint(lat: middle, lon: visible.minLon).distanceKm(to: GeoPoint(lat: middle, lon: visible.maxLon))
        let centre = Coordinate(latitude: viewport.center.lat, longitude: viewport.center.lon)
        let header = MapText.header(centre: centre.formatted, zoom: viewport.zoom, maxZoom: MapViewport.zoomLevels.upperBound,
                                    across: formatDistance(kilometres: across), borders: state.showBorders)
        // On a journey map the focused stop comes first: at 80 columns the centre is what is cut.
        let text = (state.journey?.focusText.map { MapText.stopsFocus($0).text + " · " } ?? "") + header.text
        canvas.put(text, x: rect.x + 1, y: rect.y, style: .muted, clip: rect)
    }

    /// Marks take one cell; most are ambiguous-width, two cells when wide, so then every mark —
    /// on the map and in its legend alike — is ASCII.
    static func asciiMarks(on canvas: Canvas) -> Bool { canvas.asciiOnly || AmbiguousWidth.current == .wide }

    static func renderLegend(in rect: Rect, on canvas: inout Canvas) {
        let ascii = asciiMarks(on: canvas)
        let items: [(String, Style, MapText)] = [
            (String(glyph(for: .area, ascii: ascii)), style(for: .area), .legendArea),
            (String(glyph(for: .coupon, ascii: ascii)), style(for: .coupon), .legendCoupon),
            (String(glyph(for: .favorite, ascii: ascii)), style(for: .favorite), .legendFavourite),
            (ascii ? "2-9#" : "░▒▓█", style(for: .cluster(2)), .legendCluster),
            (ascii ? "@" : "◉", focusStyle, .legendFocus),
            (ascii ? "+" : "┼", crosshairStyle, .legendCentre),
        ]
        var x = rect.x + 1
        // Whole items only: a narrow map drops the last ones rather than cut a word.
        for (mark, markStyle, label) in items {
            let text = " " + label.text
            guard x + mark.displayWidth + text.displayWidth <= rect.maxX else { break }
            x = canvas.put(mark, x: x, y: rect.y, style: markStyle, clip: rect)
            x = canvas.put(text + "  ", x: x, y: rect.y, style: .muted, clip: rect)
        }
    }

    // MARK: The nearest list

    static func renderNearest(_ state: MapViewState, in rect: Rect, on canvas: inout Canvas) {
        guard rect.height >= 3 else { return }
        Box.draw(rect, title: MapText.nearestTitle.text, on: &canvas)
        let inner = rect.inset(dx: 1, dy: 1)
        guard state.phase == .ready else { return }
        if state.nearest.isEmpty {
            canvas.put(" " + MapText.nearestNone.text, x: inner.x, y: inner.y, style: .muted, clip: inner)
            return
        }
        for (index, area) in state.nearest.prefix(inner.height).enumerated() {
            let row = inner.row(index)
            let focused = index == state.focusIndex
            if focused { canvas.fill(row, style: .selection) }
            let base: Style = focused ? .selection : .normal
            let mark = String(glyph(for: area.kind == .favorite || area.kind == .coupon ? area.kind : .area, ascii: canvas.asciiOnly))
            let right = formatDistanceColumn(kilometres: area.distanceKm) + " " + area.temperatureText + " "
            let room = row.width - right.displayWidth - 2 - mark.displayWidth
            var x = canvas.put(" ", x: row.x, y: row.y, style: base, clip: row)
            x = canvas.put(mark, x: x, y: row.y, style: focused ? base : style(for: area.kind), clip: row)
            canvas.put(" " + area.name.truncated(toWidth: room), x: x, y: row.y, style: focused ? base.bolded() : base, clip: row)
            canvas.put(right, x: row.maxX - right.displayWidth, y: row.y, style: focused ? base : .muted, clip: row)
        }
    }
}
