extension MapViewport {
    /// The share of the view one key press (or one wheel notch) moves it: small enough to keep most
    /// of what was on screen, the same at every zoom level and terminal size.
    public static let panShare = 1.0 / 8

    /// Moves the view so that what was `cellsX` cells right and `cellsY` cells down is now centred.
    public mutating func pan(cellsX: Int, cellsY: Int) {
        pan(dotsX: Double(cellsX * BrailleCanvas.dotsPerCellX), dotsY: Double(cellsY * BrailleCanvas.dotsPerCellY))
    }

    public mutating func pan(_ direction: PanDirection) {
        let stepX = Double(projection.widthDots) * Self.panShare, stepY = Double(projection.heightDots) * Self.panShare
        switch direction {
        case .left: pan(dotsX: -stepX, dotsY: 0)
        case .right: pan(dotsX: stepX, dotsY: 0)
        case .up: pan(dotsX: 0, dotsY: -stepY)
        case .down: pan(dotsX: 0, dotsY: stepY)
        }
    }

    private mutating func pan(dotsX: Double, dotsY: Double) {
        setState(center: unproject(dotX: projection.halfWidth + dotsX, dotY: projection.halfHeight + dotsY))
    }

    /// Returns false at the deepest level so the app can beep or ignore the key.
    @discardableResult
    public mutating func zoomIn() -> Bool {
        guard zoom < MapViewport.zoomLevels.upperBound else { return false }
        setState(zoom: zoom + 1)
        return true
    }

    @discardableResult
    public mutating func zoomOut() -> Bool {
        guard zoom > MapViewport.zoomLevels.lowerBound else { return false }
        setState(zoom: zoom - 1)
        return true
    }

    /// Centres on a point (clamped into `bounds`), e.g. on a selected onsen.
    public mutating func center(on point: GeoPoint) {
        setState(center: point)
    }

    /// Back to all of Japan.
    public mutating func reset() {
        setState(center: bounds.center, zoom: 0)
    }

    /// Adopts a new terminal size, keeping centre and zoom level. Because levels are relative to the
    /// fit, the same geographic span stays on screen (along the limiting axis) after a resize.
    public mutating func fit(size: TerminalSize) {
        setState(size: size)
    }
}
