import { Box, Group, Loader, Text } from '@mantine/core';
import type { THarborComplexPlace } from '@portcall/contracts/port-directory';
import { geoMercator, geoPath } from 'd3-geo';
import type { FeatureCollection, Geometry } from 'geojson';
import { useEffect, useMemo, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const WIDTH = 640;
const HEIGHT = 380;

/**
 * Natural Earth land (1:50m) from the world-atlas package, loaded only when a port page draws its
 * map: no tile server, nothing fetched from outside (docs/decisions.md "Port directory").
 */
let landPromise: Promise<FeatureCollection<Geometry>> | undefined;
function loadLand() {
  landPromise ??= import('world-atlas/land-50m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Topology<{ land: GeometryCollection }>;
    return feature(topology, topology.objects.land) as FeatureCollection<Geometry>;
  });
  return landPromise;
}

interface Point {
  lat: number;
  lon: number;
}
function hasPosition<T extends { lat: number | null; lon: number | null }>(p: T): p is T & Point {
  return p.lat !== null && p.lon !== null;
}

/** The box the map shows: the port and its places, with a margin, never smaller than about 10 km. */
export function mapBounds(points: Point[]): { minLat: number; maxLat: number; minLon: number; maxLon: number } {
  const lats = points.map((p) => p.lat);
  const lons = points.map((p) => p.lon);
  let minLat = Math.min(...lats);
  let maxLat = Math.max(...lats);
  let minLon = Math.min(...lons);
  let maxLon = Math.max(...lons);
  const span = Math.max(maxLat - minLat, maxLon - minLon, 0.1);
  const pad = span * 0.2;
  const midLat = (minLat + maxLat) / 2;
  const midLon = (minLon + maxLon) / 2;
  minLat = Math.min(minLat, midLat - span / 2) - pad;
  maxLat = Math.max(maxLat, midLat + span / 2) + pad;
  minLon = Math.min(minLon, midLon - span / 2) - pad;
  maxLon = Math.max(maxLon, midLon + span / 2) + pad;
  return { minLat, maxLat, minLon, maxLon };
}

/**
 * The port drawn offline as SVG: land from Natural Earth, the port's reference position, its
 * terminals (squares) and anchorages (diamonds) at their reference coordinates.
 */
export function PortMap({
  name,
  lat,
  lon,
  terminals,
  anchorages,
}: {
  name: string;
  lat: number | null;
  lon: number | null;
  terminals: readonly THarborComplexPlace[];
  anchorages: readonly THarborComplexPlace[];
}) {
  const [land, setLand] = useState<FeatureCollection<Geometry> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadLand()
      .then((l) => live && setLand(l))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const placedTerminals = useMemo(() => terminals.filter(hasPosition), [terminals]);
  const placedAnchorages = useMemo(() => anchorages.filter(hasPosition), [anchorages]);
  const port = useMemo(() => (lat !== null && lon !== null ? { lat, lon } : null), [lat, lon]);
  const points = useMemo<Point[]>(
    () => [...(port ? [port] : []), ...placedTerminals, ...placedAnchorages],
    [port, placedTerminals, placedAnchorages],
  );

  const drawing = useMemo(() => {
    if (points.length === 0) return null;
    const b = mapBounds(points);
    const projection = geoMercator()
      .fitExtent(
        [
          [0, 0],
          [WIDTH, HEIGHT],
        ],
        {
          type: 'MultiPoint',
          coordinates: [
            [b.minLon, b.minLat],
            [b.maxLon, b.maxLat],
          ],
        },
      )
      .clipExtent([
        [0, 0],
        [WIDTH, HEIGHT],
      ]);
    const path = geoPath(projection);
    const at = (p: Point) => projection([p.lon, p.lat]) ?? [0, 0];
    return { land: land ? (path(land) ?? '') : '', at };
  }, [land, points]);

  if (!drawing)
    return (
      <Text c="dimmed" size="sm">
        The reference data gives no position for this port.
      </Text>
    );

  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Map of ${name}`}
        style={{ width: '100%', maxWidth: WIDTH, borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
      >
        <rect width={WIDTH} height={HEIGHT} fill="#d9ecf5" />
        {drawing.land ? <path d={drawing.land} fill="#efe9da" stroke="#b9ae92" strokeWidth={0.8} /> : null}
        {placedAnchorages.map((a) => {
          const [x, y] = drawing.at(a);
          return (
            <g key={`a${a.id}`} data-testid="map-anchorage">
              <title>{`Anchorage: ${a.name}`}</title>
              <rect
                x={x - 6}
                y={y - 6}
                width={12}
                height={12}
                transform={`rotate(45 ${x} ${y})`}
                fill="#e8590c"
                stroke="#fff"
              />
            </g>
          );
        })}
        {placedTerminals.map((tm) => {
          const [x, y] = drawing.at(tm);
          return (
            <g key={`t${tm.id}`} data-testid="map-terminal">
              <title>{`Terminal: ${tm.name}`}</title>
              <rect x={x - 5} y={y - 5} width={10} height={10} fill="#0b7285" stroke="#fff" />
            </g>
          );
        })}
        {port
          ? (() => {
              const [x, y] = drawing.at(port);
              return (
                <g data-testid="map-port">
                  <title>{name}</title>
                  <circle cx={x} cy={y} r={8} fill="#1c2b4a" stroke="#fff" strokeWidth={2} />
                  <text x={x + 12} y={y + 4} fontSize={13} fontWeight={700} fill="#1c2b4a">
                    {name}
                  </text>
                </g>
              );
            })()
          : null}
      </Box>
      <Group gap="md" mt={6}>
        {!land && !failed ? <Loader size="xs" /> : null}
        {failed ? (
          <Text size="xs" c="dimmed">
            Coastlines could not be loaded; positions are shown alone.
          </Text>
        ) : null}
        <Legend color="#1c2b4a" shape="circle" label="Port" />
        <Legend color="#0b7285" shape="square" label={`Terminals (${placedTerminals.length})`} />
        <Legend color="#e8590c" shape="diamond" label={`Anchorages (${placedAnchorages.length})`} />
        <Text size="xs" c="dimmed">
          Land: Natural Earth
        </Text>
      </Group>
    </Box>
  );
}

function Legend({ color, shape, label }: { color: string; shape: 'circle' | 'square' | 'diamond'; label: string }) {
  return (
    <Group gap={4}>
      <Box
        w={10}
        h={10}
        bg={color}
        style={{
          borderRadius: shape === 'circle' ? '50%' : 0,
          transform: shape === 'diamond' ? 'rotate(45deg)' : undefined,
        }}
      />
      <Text size="xs">{label}</Text>
    </Group>
  );
}
